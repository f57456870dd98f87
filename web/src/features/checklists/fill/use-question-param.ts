import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The wizard keeps the question on screen in the URL (1-based), so a reload comes back to it. */
const QUESTION_PARAM = 'questao';

/**
 * The index of the question on screen, out of `total`, read from the URL, and the way to move it.
 * Without a valid one in the URL it is `opening`, written there at once: answering moves "the
 * first unanswered question", so without it a remount (or a reload) would land further on.
 */
export function useQuestionParam(total: number, opening: number): [number, (index: number) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = Number.parseInt(params.get(QUESTION_PARAM) ?? '', 10);
  const inUrl = Number.isInteger(fromUrl) && fromUrl >= 1 && fromUrl <= total;
  const index = inUrl ? fromUrl - 1 : opening;
  const setIndex = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          current.set(QUESTION_PARAM, String(next + 1));
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );
  useEffect(() => {
    if (!inUrl) setIndex(index);
  }, [inUrl, index, setIndex]);
  return [index, setIndex];
}
