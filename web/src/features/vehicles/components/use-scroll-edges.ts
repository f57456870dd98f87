import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Part of the row is hidden before what is in view. */
  before: boolean;
  /** Part of the row is hidden after what is in view. */
  after: boolean;
}

const NONE: ScrollEdges = { before: false, after: false };

/** Whether a row that scrolls sideways hides something on either side, following its scroll and the window's width. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => {
      // A pixel of slack: zoomed pages report fractional widths.
      const before = row.scrollLeft > 1;
      const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setEdges((current) => (current.before === before && current.after === after ? current : { before, after }));
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      row.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ref]);
  return edges;
}
