import { useEffect, useState } from 'react';
import type { EstimateAnswer } from 'shared-ui/contracts';
import { isComplete, requestEstimate, type EstimateRequest } from './request-estimate';

export type EstimateState =
  { status: 'incomplete' } | { status: 'loading' } | { status: 'ready'; answer: EstimateAnswer } | { status: 'failed' };

/** Typing in the page count should not send a request per key. */
const SETTLE_MS = 400;

/**
 * Asks for the estimate whenever the document or a pricing field changes, and again in the reader's language
 * (the server labels the lines); a newer question cancels the one still under way.
 */
export function usePriceEstimate(request: EstimateRequest, language: string): EstimateState {
  const [state, setState] = useState<EstimateState>({ status: 'incomplete' });
  const { file, source_lang, target_lang, translation_type, delivery_date, page_count, legibility, ottoman_output } =
    request;
  useEffect(() => {
    const asked = {
      file,
      source_lang,
      target_lang,
      translation_type,
      delivery_date,
      page_count,
      legibility,
      ottoman_output,
    };
    if (!isComplete(asked)) {
      setState({ status: 'incomplete' });
      return undefined;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      requestEstimate(asked, controller.signal).then(
        (answer) => setState({ status: 'ready', answer }),
        (err: unknown) => {
          if ((err as Error).name !== 'AbortError') setState({ status: 'failed' });
        },
      );
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [
    file,
    source_lang,
    target_lang,
    translation_type,
    delivery_date,
    page_count,
    legibility,
    ottoman_output,
    language,
  ]);
  return state;
}
