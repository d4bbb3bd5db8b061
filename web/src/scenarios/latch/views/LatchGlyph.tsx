/**
 * A session's state as a shape, a tone and a letter (`scenarios/latch/
 * words.ts`), so no state is told by colour alone: a disc runs, a ring
 * waits for its core, a dashed ring spins, a square is parked on a latch
 * (PAGELATCH_EX), a diamond holds it (hollow: holding, but off its core),
 * a triangle is held back by flow control, a small ring commits.
 */
import { stateWords } from '../words';
import { useWords } from '../../../kit/i18n/words';
import { LATCH_BASE_WORDS } from '../words.i18n';
import { MIN_TEXT } from '../layout/latchLanes';

/** The smallest half size that holds a letter at `MIN_TEXT` (smaller shapes go without). */
const LETTER_R = 8;

// Theme tokens: SVG fills follow the theme by themselves.
export const STATE_TONE = ['var(--s-green)', 'var(--s-green)', 'var(--s-orange)', 'var(--s-red)', 'var(--s-blue)', 'var(--s-blue)', 'var(--s-purple)', 'var(--state-idle)', 'var(--box-line)'];
/** Filled shapes carry a white letter, hollow ones a dark one. */
const FILLED = [true, false, false, true, true, false, true, false, true];

/** The shape of state `code`, centred on 0,0, `r` its half size. */
export function Glyph({ code, r, letter = true }: { code: number; r: number; letter?: boolean }) {
  const tone = STATE_TONE[code] ?? STATE_TONE[8];
  const filled = FILLED[code] ?? true;
  const fill = filled ? tone : 'var(--paper)';
  const stroke = tone;
  const sw = Math.max(1, r / 6);
  let shape;
  switch (code) {
    case 2:
      shape = <circle r={r - sw} fill={fill} stroke={stroke} strokeWidth={sw * 1.4} strokeDasharray={`${r / 2} ${r / 3}`} />;
      break;
    case 3:
      shape = <rect x={-r + sw} y={-r + sw} width={2 * (r - sw)} height={2 * (r - sw)} fill={fill} stroke={stroke} strokeWidth={sw} />;
      break;
    case 4:
    case 5:
      shape = <path d={`M0,${-r}L${r},0L0,${r}L${-r},0Z`} fill={fill} stroke={stroke} strokeWidth={sw * 1.4} />;
      break;
    case 6:
      shape = <path d={`M0,${-r}L${r * 0.95},${r * 0.75}L${-r * 0.95},${r * 0.75}Z`} fill={fill} stroke={stroke} strokeWidth={sw} />;
      break;
    case 7:
      shape = <circle r={r * 0.7} fill={fill} stroke={stroke} strokeWidth={sw} />;
      break;
    case 8:
      shape = <circle r={r * 0.3} fill={fill} />;
      break;
    default:
      shape = <circle r={r - sw} fill={fill} stroke={stroke} strokeWidth={sw * 1.4} />;
  }
  const w = stateWords(code);
  return (
    <>
      {shape}
      {letter && code !== 8 && r >= LETTER_R && (
        <text className="glyph-letter" dy="0.35em" textAnchor="middle" fontSize={Math.max(MIN_TEXT, r * 0.9)} fill={filled ? 'var(--paper)' : 'var(--ink)'}>
          {w.letter}
        </text>
      )}
    </>
  );
}

/** The key of the lanes: each state's shape and letter, and its phrase. */
export function LanesKey({ codes }: { codes: number[] }) {
  const k = useWords(LATCH_BASE_WORDS).key;
  const keyWords = [k.running, k.runnable, k.spinning, k.parked, k.holds, k.holdsNoCore, k.flowControl, k.commit, k.idle];
  return (
    <ul className="pool-key lanes-key" aria-hidden="true">
      {codes.map((c) => (
        <li key={c}>
          <svg width="18" height="18" viewBox="-9 -9 18 18" focusable="false">
            <Glyph code={c} r={8.5} />
          </svg>
          {keyWords[c]}
        </li>
      ))}
    </ul>
  );
}
