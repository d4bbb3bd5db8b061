/**
 * On a phone the step's sentence sits whole under the picture
 * (playback.css): out of sight while the reader watches the picture play,
 * two screens down in a lesson of two variants. This caption shows it at
 * the screen's foot meanwhile, only while the picture is in view and the
 * sentence is not.
 *
 * It is fixed, so it moves nothing (the picture stands still while
 * playing); taps pass through it; each line is clamped, so it covers little
 * of the picture. Assistive technology skips it (the live region says
 * each step already), so it holds plain text and nothing to focus.
 */
import { useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';

/** Where playback.css moves the sentence under the picture. */
const PHONE = '(max-width: 520px)';
/**
 * The sentence counts as in sight once this much of it shows above the
 * screen's foot (about two lines): its box's top edge peeking in at the
 * bottom says nothing (fillfactor's at 819 px of 844).
 */
const SEEN_PX = 48;

export function PhoneCaption({
  lines,
  sentence,
  picture,
}: {
  /** Each variant's sentence, after its short name when there are several. */
  lines: readonly { label?: string; text: string }[];
  /** The sentence's own box (StepPlayer's narration). */
  sentence: RefObject<HTMLElement | null>;
  picture: RefObject<HTMLElement | null>;
}) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const s = sentence.current;
    const p = picture.current;
    if (!s || !p || typeof IntersectionObserver === 'undefined' || typeof window.matchMedia !== 'function') return;
    const phone = window.matchMedia(PHONE);
    let sentenceSeen = true;
    let pictureSeen = false;
    const update = () => setShow(phone.matches && pictureSeen && !sentenceSeen);
    const watch = (el: Element, margin: number, seen: (yes: boolean) => void) => {
      const io = new IntersectionObserver(
        (entries) => {
          for (const e of entries) seen(e.isIntersecting);
          update();
        },
        { rootMargin: `0px 0px -${margin}px 0px` },
      );
      io.observe(el);
      return io;
    };
    const observers = [
      watch(s, SEEN_PX, (yes) => (sentenceSeen = yes)),
      watch(p, 0, (yes) => (pictureSeen = yes)),
    ];
    phone.addEventListener('change', update);
    return () => {
      for (const io of observers) io.disconnect();
      phone.removeEventListener('change', update);
    };
  }, [sentence, picture]);
  if (!show) return null;
  // In the page's body: the stage contains its layout and paint (lesson.css),
  // which would hold a fixed box inside it.
  return createPortal(
    <div className={`phone-caption lines-${lines.length}`} aria-hidden="true" data-export="skip" data-testid="phone-caption">
      {lines.map((l, i) => (
        <p key={i}>
          {l.label && <strong>{l.label}</strong>}
          {l.text}
        </p>
      ))}
    </div>,
    document.body,
  );
}
