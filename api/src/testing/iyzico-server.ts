import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { iyzicoSignature } from '../modules/payments/iyzico-signature';

/**
 * The part of iyzico's HTTP API the project uses, in process, for the tests (as s3-server.ts is for storage):
 * Checkout Form initialize and retrieve, refund, and a 3-D Secure page that posts the token back to the
 * merchant's callback, as iyzico's hosted page does. Requests must carry iyzico's IYZWSv2 authorization (HMAC-
 * SHA256 of random key + path + body with the secret key, iyzipay-node lib/utils.js); answers are signed as
 * iyzico signs them. Shapes follow iyzico's samples (iyzipay-node samples/, iyzipay-postman).
 */
export interface IyzicoServer {
  url: string;
  apiKey: string;
  secretKey: string;
  /** Pays (or declines) on the 3-D Secure page; answers the auto-posting form's callback URL and token. */
  complete(token: string, outcome: 'success' | 'failure'): Promise<{ callbackUrl: string; token: string }>;
  /** Makes the next retrieve of this token report another paid amount (a tampered payment). */
  tamper(token: string, change: { paidPrice?: string; currency?: string; basketId?: string }): void;
  refunds: { paymentTransactionId: string; price: string }[];
  /** Requests refused for a bad signature. */
  refusedSignatures: number;
  stop(): Promise<void>;
}

interface Form {
  token: string;
  conversationId: string;
  price: string;
  paidPrice: string;
  currency: string;
  basketId: string;
  callbackUrl: string;
  status: 'open' | 'SUCCESS' | 'FAILURE';
  paymentId: string;
  transactionId: string;
  refunded: number;
  tampered: { paidPrice?: string; currency?: string; basketId?: string };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function authorized(
  header: string | undefined,
  random: string | undefined,
  path: string,
  body: string,
  keys: { apiKey: string; secretKey: string },
): boolean {
  if (!header?.startsWith('IYZWSv2 ') || !random) return false;
  const params = new URLSearchParams(Buffer.from(header.slice(8), 'base64').toString('utf8').replaceAll(':', '='));
  const expected = createHmac('sha256', keys.secretKey)
    .update(random + path + body)
    .digest('hex');
  return (
    params.get('apiKey') === keys.apiKey && params.get('randomKey') === random && params.get('signature') === expected
  );
}

const failure = (errorCode: string, errorMessage: string) => ({
  status: 'failure',
  errorCode,
  errorMessage,
  locale: 'tr',
  systemTime: Date.now(),
});

export async function startIyzicoServer(): Promise<IyzicoServer> {
  const keys = { apiKey: `sandbox-${randomUUID()}`, secretKey: `sandbox-${randomUUID()}` };
  const forms = new Map<string, Form>();
  const refunds: IyzicoServer['refunds'] = [];
  let refusedSignatures = 0;
  let nextId = 1000;
  let url = '';

  const handle = async (
    req: IncomingMessage,
    path: string,
    body: string,
  ): Promise<{ status: number; json?: unknown; html?: string }> => {
    if (req.method === 'GET' && path.startsWith('/checkout/')) {
      const form = forms.get(path.slice('/checkout/'.length));
      if (!form) return { status: 404, html: 'no such form' };
      return {
        status: 200,
        html: `<!doctype html><html lang="tr"><meta name="viewport" content="width=device-width"><title>3-D Secure</title>
<body><h1>3-D Secure</h1><p>${form.basketId}: ₺ ${form.paidPrice}</p>
<form method="post" action="/checkout/${form.token}/complete"><input type="hidden" name="outcome" value="success"><button>Onayla / Confirm</button></form>
<form method="post" action="/checkout/${form.token}/complete"><input type="hidden" name="outcome" value="failure"><button>Reddet / Decline</button></form></body></html>`,
      };
    }
    const completing = /^\/checkout\/([^/]+)\/complete$/.exec(path);
    if (req.method === 'POST' && completing) {
      const form = forms.get(completing[1] ?? '');
      if (!form) return { status: 404, html: 'no such form' };
      form.status = new URLSearchParams(body).get('outcome') === 'success' ? 'SUCCESS' : 'FAILURE';
      // as iyzico's page: the browser posts the token to the merchant's callback
      return {
        status: 200,
        html: `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${form.callbackUrl}"><input type="hidden" name="token" value="${form.token}"><button>Devam / Continue</button></form></body></html>`,
      };
    }
    if (!authorized(req.headers.authorization, req.headers['x-iyzi-rnd'] as string | undefined, path, body, keys)) {
      refusedSignatures += 1;
      return { status: 200, json: failure('1000', 'Geçersiz imza') };
    }
    const request = JSON.parse(body || '{}') as Record<string, unknown>;
    if (path === '/payment/iyzipos/checkoutform/initialize/auth/ecom') {
      const items = (request.basketItems ?? []) as { price: string }[];
      const sum = items.reduce((a, i) => a + Math.round(Number(i.price) * 100), 0);
      if (sum !== Math.round(Number(request.price) * 100))
        return { status: 200, json: failure('5011', 'Sepet tutarı fiyata eşit değil') };
      const token = randomUUID();
      const form: Form = {
        token,
        conversationId: String(request.conversationId),
        price: String(request.price),
        paidPrice: String(request.paidPrice),
        currency: String(request.currency),
        basketId: String(request.basketId),
        callbackUrl: String(request.callbackUrl),
        status: 'open',
        paymentId: String(nextId++),
        transactionId: String(nextId++),
        refunded: 0,
        tampered: {},
      };
      forms.set(token, form);
      return {
        status: 200,
        json: {
          status: 'success',
          locale: request.locale,
          systemTime: Date.now(),
          conversationId: form.conversationId,
          token,
          checkoutFormContent: `<script>/* iyzico checkout form ${token} */</script>`,
          tokenExpireTime: 1800,
          paymentPageUrl: `${url}/checkout/${token}`,
          signature: iyzicoSignature([form.conversationId, token], keys.secretKey),
        },
      };
    }
    if (path === '/payment/iyzipos/checkoutform/auth/ecom/detail') {
      const form = forms.get(String(request.token));
      if (!form) return { status: 200, json: failure('5030', 'Token bulunamadı') };
      const paid = form.status === 'SUCCESS';
      const paymentStatus = paid ? 'SUCCESS' : 'FAILURE';
      const paidPrice = form.tampered.paidPrice ?? form.paidPrice;
      const currency = form.tampered.currency ?? form.currency;
      const basketId = form.tampered.basketId ?? form.basketId;
      const paymentId = paid ? form.paymentId : '';
      const answer = {
        status: 'success',
        locale: 'tr',
        systemTime: Date.now(),
        conversationId: form.conversationId,
        price: Number(form.price),
        paidPrice: Number(paidPrice),
        installment: 1,
        paymentId,
        fraudStatus: 1,
        basketId,
        currency,
        itemTransactions: paid
          ? [
              {
                itemId: form.basketId,
                paymentTransactionId: form.transactionId,
                price: Number(form.price),
                paidPrice: Number(paidPrice),
                transactionStatus: 2,
              },
            ]
          : [],
        token: form.token,
        callbackUrl: form.callbackUrl,
        paymentStatus,
        ...(paid ? {} : { errorCode: '10051', errorMessage: 'Kart limiti yetersiz, yetersiz bakiye' }),
        signature: iyzicoSignature(
          [
            paymentStatus,
            paymentId,
            currency,
            basketId,
            form.conversationId,
            String(Number(paidPrice)),
            String(Number(form.price)),
            form.token,
          ],
          keys.secretKey,
        ),
      };
      return { status: 200, json: answer };
    }
    if (path === '/payment/refund') {
      const form = [...forms.values()].find((f) => f.transactionId === String(request.paymentTransactionId));
      if (!form || form.status !== 'SUCCESS') return { status: 200, json: failure('5092', 'İşlem bulunamadı') };
      const kurus = Math.round(Number(request.price) * 100);
      if (kurus <= 0 || form.refunded + kurus > Math.round(Number(form.price) * 100))
        return { status: 200, json: failure('5093', 'İade tutarı ödenen tutardan fazla olamaz') };
      form.refunded += kurus;
      refunds.push({ paymentTransactionId: form.transactionId, price: String(request.price) });
      return {
        status: 200,
        json: {
          status: 'success',
          locale: 'tr',
          systemTime: Date.now(),
          conversationId: request.conversationId,
          paymentId: form.paymentId,
          paymentTransactionId: form.transactionId,
          price: Number(request.price),
          currency: 'TRY',
        },
      };
    }
    return { status: 404, json: failure('404', 'Not found') };
  };

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    readBody(req)
      .then((body) => handle(req, path, body))
      .then((answer) => {
        if (answer.html !== undefined)
          res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' }).end(answer.html);
        else res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.json));
      })
      .catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    ...keys,
    refunds,
    get refusedSignatures() {
      return refusedSignatures;
    },
    async complete(token, outcome) {
      const res = await fetch(`${url}/checkout/${token}/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `outcome=${outcome}`,
      });
      const html = await res.text();
      const callbackUrl = /action="([^"]+)"/.exec(html)?.[1] ?? '';
      const posted = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
      return { callbackUrl, token: posted };
    },
    tamper(token, change) {
      const form = forms.get(token);
      if (form) form.tampered = change;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
