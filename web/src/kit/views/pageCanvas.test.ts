import { describe, expect, it } from 'vitest';
import { stripGeometry } from '../layout/pageStrips';
import { markShapes } from './pageCanvas';

describe('markShapes', () => {
  it('links a page from its key-order box to its file-order box', () => {
    const g = stripGeometry(1000, 100, 64, 52);
    const [m] = markShapes(g, [{ top: 2, bottom: 7, colour: '#c2182b' }]);
    expect(m.colour).toBe('#c2182b');
    const half = g.boxW / 2;
    expect(m.path.startsWith(`M${g.boxX(2) + half},${g.strip}C`)).toBe(true);
    expect(m.path.endsWith(`${g.boxX(7) + half},${g.bottomY}`)).toBe(true);
    expect(m.boxes[0].x).toBeCloseTo(g.boxX(2) - 1.5);
    expect(m.boxes[1].y).toBeCloseTo(g.bottomY + 1.5);
    expect(m.boxes[0].height).toBeCloseTo(g.strip - 3);
  });
  it('keeps the line style of a mark', () => {
    const g = stripGeometry(1000, 100, 64, 52);
    const [solid, dashed] = markShapes(g, [
      { top: 1, bottom: 1, colour: '#c2182b' },
      { top: 2, bottom: 9, colour: '#d45d00', dash: '6 3' },
    ]);
    expect(solid.dash).toBeUndefined();
    expect(dashed.dash).toBe('6 3');
  });
  it('keeps thin boxes visible', () => {
    const g = stripGeometry(1000, 1000, 64, 52);
    const [m] = markShapes(g, [{ top: 0, bottom: 0, colour: '#000' }]);
    expect(m.boxes[0].width).toBeCloseTo(3 + 3);
  });
});
