/**
 * "SVG · PNG" for a picture on the page (the stage, a full run's end
 * state): the element's drawing as a file for a slide (picture.ts).
 */
import { useState, type RefObject } from 'react';
import { downloadBlob } from '../../kit/text/exportData';
import { picturePng, pictureSvg, type Caption } from './picture';
import { useWords } from '../../kit/i18n/words';
import { EXPORT_WORDS } from './export.i18n';

interface Props {
  target: RefObject<HTMLElement | null>;
  /** The file's name without its extension. */
  name: string;
  /** What the buttons save, as the line's start with its colon, the language's way ("The picture of step 4:", "… étape 4 :"). */
  label: string;
  /** `export-<testId>-svg`, `-png`, `-said`. */
  testId: string;
  /** Set above the picture in the file: what the picture shows. */
  caption?: Caption;
}

export function PictureExport({ target, name, label, testId, caption }: Props) {
  const [said, setSaid] = useState('');
  const w = useWords(EXPORT_WORDS);
  const save = async (kind: 'svg' | 'png') => {
    const root = target.current;
    if (!root) return;
    const kindName = kind.toUpperCase();
    setSaid(w.making(kindName));
    try {
      const blob =
        kind === 'svg' ? new Blob([await pictureSvg(root, caption)], { type: 'image/svg+xml' }) : await picturePng(root, caption);
      downloadBlob(`${name}.${kind}`, blob);
      setSaid(w.savedAs(kindName));
    } catch (e) {
      setSaid(w.notMade(kindName, e instanceof Error ? e.message : String(e)));
    }
  };
  return (
    <p className="small export-links">
      {label}{' '}
      <button type="button" className="small" onClick={() => save('svg')} data-testid={`export-${testId}-svg`}>
        SVG
      </button>{' '}
      <button type="button" className="small" onClick={() => save('png')} data-testid={`export-${testId}-png`}>
        PNG
      </button>{' '}
      <span aria-live="polite" data-testid={`export-${testId}-said`}>
        {said}
      </span>
    </p>
  );
}
