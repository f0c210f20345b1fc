/** One upload apiUpload() sent through the fake XMLHttpRequest. */
export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

export interface UploadReply {
  status: number;
  body: unknown;
}

export interface FakeUploads {
  /** Every upload sent so far, in order. */
  sent: SentUpload[];
  /** The answer to the next uploads; a test may change it between two uploads. */
  reply: UploadReply;
}

type ProgressHandler = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/**
 * apiUpload() uses XMLHttpRequest (fetch cannot report upload progress), so uploads are faked here: every send is
 * recorded, reports half progress once, then is answered with `reply`.
 */
export function fakeUploads(reply: UploadReply = { status: 201, body: {} }): FakeUploads {
  const uploads: FakeUploads = { sent: [], reply };
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ProgressHandler | null } = { onprogress: null };
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
      uploads.sent.push({ ...this.request, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = uploads.reply.status;
        this.responseText = JSON.stringify(uploads.reply.body);
        this.onload?.();
      }, 0);
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return uploads;
}
