/** A stand-in for XMLHttpRequest (apiUpload): records what was sent and answers with the queued reply. */
export class FakeXhr {
  static sent: { method: string; url: string; headers: Record<string, string>; body: FormData }[] = [];
  static reply: { status: number; body: unknown } = { status: 201, body: {} };

  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: this.headers, body });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = FakeXhr.reply.status;
      this.responseText = JSON.stringify(FakeXhr.reply.body);
      this.onload?.();
    }, 0);
  }

  static install(reply: { status: number; body: unknown }): void {
    FakeXhr.sent = [];
    FakeXhr.reply = reply;
    global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  }
}
