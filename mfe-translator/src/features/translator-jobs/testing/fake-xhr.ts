/** What the fake upload answers and what it was sent. */
export interface FakeUpload {
  status: number;
  body: unknown;
  sent: { method: string; url: string; form: FormData | null }[];
}

/** Replaces XMLHttpRequest (apiUpload's transport) with one that reports half progress, then answers `status`. */
export function fakeXhr(status: number, body: unknown = {}): FakeUpload {
  const state: FakeUpload = { status, body, sent: [] };
  class FakeRequest {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData | null) {
      state.sent.push({ method: this.method, url: this.url, form });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = state.status;
        this.responseText = JSON.stringify(state.body);
        this.onload?.();
      }, 0);
    }
  }
  global.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
  return state;
}
