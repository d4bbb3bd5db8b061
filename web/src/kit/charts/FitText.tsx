/**
 * An SVG title that stays inside its picture: SVG text does not wrap, and a
 * title that fits in English may not in French or Russian on a phone
 * ("(b) Lectures et écritures disque par seconde (échelle log)" ran 78 px
 * past a 390 px screen). After layout, if the text runs past its SVG's
 * edges, its font shrinks to fit (not below MIN of its size: past that a
 * title is no longer read, and it is cut as before).
 */
import { useLayoutEffect, useRef, type SVGProps } from 'react';

const MIN = 0.6;

export function FitText(props: SVGProps<SVGTextElement>) {
  const ref = useRef<SVGTextElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const svg = el?.ownerSVGElement;
    if (!el || !svg) return;
    el.style.fontSize = '';
    const box = el.getBoundingClientRect();
    const room = svg.getBoundingClientRect();
    if (box.width === 0 || room.width === 0) return;
    const anchor = el.getAttribute('text-anchor') ?? 'start';
    // The width it may take where it is anchored, within the SVG.
    const centre = box.left + box.width / 2;
    const fits =
      anchor === 'middle'
        ? 2 * Math.min(centre - room.left, room.right - centre)
        : anchor === 'end'
          ? box.right - room.left
          : room.right - box.left;
    if (box.width <= fits) return;
    const size = parseFloat(getComputedStyle(el).fontSize);
    el.style.fontSize = `${size * Math.max(MIN, fits / box.width)}px`;
  });
  return <text ref={ref} {...props} />;
}
