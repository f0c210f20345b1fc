/** One request apiUpload() sent through the fake XMLHttpRequest. */
export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

/**
 * apiUpload() uses XMLHttpRequest (fetch cannot report upload progress), so uploads are faked here: every send is
 * recorded and answered with `answer`, after one progress event.
 */
export function stubUpload(answer: { status: number; body: unknown }): SentUpload[] {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request: Omit<SentUpload, 'body'> = { method: '', url: '', headers: {} };
    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: FormData) {
      sent.push({ ...this.request, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return sent;
}
