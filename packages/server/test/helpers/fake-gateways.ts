// Local stand-ins for MSG91 and WhatsApp's Cloud API (node:http): each checks every request exactly as the
// provider documents it and answers as the provider does, errors included. Nothing reaches the internet.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { SENDABLE_TEMPLATE_KEYS, SMS_TEMPLATE_KEYS, templateSettingSuffix } from '@mehendi/shared';

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** What about the request differs from the provider's documentation (empty when it is right). */
  problems: string[];
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

async function startFake(
  check: (request: Omit<FakeRequest, 'problems'>) => string[],
  answerFor: (request: FakeRequest, count: number) => FakeAnswer,
) {
  const requests: FakeRequest[] = [];
  const state: { next: FakeAnswer | null; held: (() => void)[]; holding: boolean } = {
    next: null,
    held: [],
    holding: false,
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // left as text: check() names it
      }
      const seen = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body };
      const recorded: FakeRequest = { ...seen, problems: check(seen) };
      requests.push(recorded);
      const answer =
        recorded.problems.length > 0
          ? { status: 400, body: { problems: recorded.problems } }
          : (state.next ?? answerFor(recorded, requests.length));
      const reply = () => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      };
      if (state.holding) state.held.push(reply);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** Every later request gets `answer` (null: the provider's success answer again). */
    answerWith(answer: FakeAnswer | null) {
      state.next = answer;
    },
    /** Requests are taken and recorded but not answered until release(): a sender can die meanwhile. */
    hold() {
      state.holding = true;
    },
    release() {
      state.holding = false;
      for (const reply of state.held.splice(0)) reply();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGateway = Awaited<ReturnType<typeof startFake>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const FAKE_MSG91 = { authKey: 'msg91-test-auth-key', senderId: 'MEHNDI' } as const;

/**
 * MSG91's flow API (POST /api/v5/flow, header `authkey`, JSON `{ template_id, sender, short_url,
 * recipients: [{ mobiles: '91XXXXXXXXXX', <variables> }] }`); success is `{ type: 'success', message:
 * <request id> }`.
 */
export function startFakeMsg91() {
  return startFake(
    ({ method, path, headers, body }) => {
      const problems: string[] = [];
      if (method !== 'POST' || path !== '/api/v5/flow') problems.push(`${method} ${path}`);
      if (headers.authkey !== FAKE_MSG91.authKey) problems.push('authkey header');
      if (headers['content-type'] !== 'application/json') problems.push('content-type');
      if (!isObject(body)) return [...problems, 'body is not a JSON object'];
      if (typeof body.template_id !== 'string' || body.template_id === '') problems.push('template_id');
      if (body.sender !== FAKE_MSG91.senderId) problems.push('sender');
      const recipients = body.recipients;
      if (!Array.isArray(recipients) || recipients.length !== 1 || !isObject(recipients[0])) {
        return [...problems, 'recipients'];
      }
      const recipient = recipients[0];
      if (typeof recipient.mobiles !== 'string' || !/^91[6-9]\d{9}$/u.test(recipient.mobiles)) {
        problems.push(`mobiles ${String(recipient.mobiles)}`);
      }
      for (const [name, value] of Object.entries(recipient)) {
        if (typeof value !== 'string') problems.push(`variable ${name} is not text`);
      }
      return problems;
    },
    (_request, count) => ({
      status: 200,
      body: { type: 'success', message: `3462706b${String(count).padStart(16, '0')}` },
    }),
  );
}

/** MSG91's refusal: `{ type: 'error', message }`, at the status MSG91 answers it with. */
export const msg91Error = (status: number, message: string): FakeAnswer => ({
  status,
  body: { type: 'error', message },
});

export const FAKE_WHATSAPP = { token: 'EAAG-test-token', phoneNumberId: '106540352242922' } as const;

/**
 * The Cloud API's messages call (POST /v21.0/{phone-number-id}/messages, Bearer token, a template message
 * in the recipient's language with its body parameters); success names the message's wamid.
 */
export function startFakeWhatsApp() {
  return startFake(
    ({ method, path, headers, body }) => {
      const problems: string[] = [];
      if (method !== 'POST' || path !== `/v21.0/${FAKE_WHATSAPP.phoneNumberId}/messages`) {
        problems.push(`${method} ${path}`);
      }
      if (headers.authorization !== `Bearer ${FAKE_WHATSAPP.token}`) problems.push('authorization');
      if (headers['content-type'] !== 'application/json') problems.push('content-type');
      if (!isObject(body)) return [...problems, 'body is not a JSON object'];
      if (body.messaging_product !== 'whatsapp') problems.push('messaging_product');
      if (body.type !== 'template') problems.push('type');
      if (typeof body.to !== 'string' || !/^\d{10,15}$/u.test(body.to))
        problems.push(`to ${String(body.to)}`);
      const template = body.template;
      if (!isObject(template) || typeof template.name !== 'string') return [...problems, 'template'];
      if (
        !isObject(template.language) ||
        !['en', 'mr', 'kn', 'hi'].includes(String(template.language.code))
      ) {
        problems.push('template.language.code');
      }
      if (!Array.isArray(template.components)) problems.push('template.components');
      for (const component of (template.components as unknown[] | undefined) ?? []) {
        if (!isObject(component) || !Array.isArray(component.parameters)) problems.push('component');
        else if (
          component.parameters.some((p) => !isObject(p) || p.type !== 'text' || typeof p.text !== 'string')
        )
          problems.push('parameter');
      }
      return problems;
    },
    (request, count) => ({
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [
          { input: (request.body as { to: string }).to, wa_id: (request.body as { to: string }).to },
        ],
        messages: [{ id: `wamid.HBgMOTE5ODEyMzQ1NjEwFQIAERgS${count}`, message_status: 'accepted' }],
      },
    }),
  );
}

/** The Graph API's error body, e.g. 131026 (message undeliverable) or 132001 (template does not exist). */
export const metaError = (status: number, code: number, message: string): FakeAnswer => ({
  status,
  body: {
    error: {
      message,
      type: 'OAuthException',
      code,
      error_data: { messaging_product: 'whatsapp', details: message },
      fbtrace_id: 'AbCdEfGhIjKlMnOp',
    },
  },
});

/** The body params of a WhatsApp template message, in order. */
export function whatsappParameters(request: FakeRequest): string[] {
  const template = (
    request.body as { template: { components: { type: string; parameters: { text: string }[] }[] } }
  ).template;
  return (
    template.components.find((component) => component.type === 'body')?.parameters.map((p) => p.text) ?? []
  );
}

/** A distinct template ID per key, as registered in DLT (the fake checks each text names its own). */
export const msg91TemplateId = (key: string) => `6571${key.length}a${key}`;

/** Settings for SMS_PROVIDER=msg91 against `fake`, with every template's ID (MSG91_TEMPLATE_<KEY>). */
export function msg91Env(fake: { baseUrl: string }): Record<string, string> {
  const env: Record<string, string> = {
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: FAKE_MSG91.authKey,
    MSG91_SENDER_ID: FAKE_MSG91.senderId,
    MSG91_API_URL: fake.baseUrl,
    MSG91_WEBHOOK_SECRET: 'msg91-webhook-secret-0123',
  };
  for (const key of SENDABLE_TEMPLATE_KEYS)
    env[`MSG91_TEMPLATE_${templateSettingSuffix(key)}`] = msg91TemplateId(key);
  return env;
}

export const WHATSAPP_APP_SECRET = 'whatsapp-app-secret-for-tests';

/** Settings for WHATSAPP_PROVIDER=cloud against `fake`, a template name per text (mm_<key>). */
export function whatsappEnv(fake: { baseUrl: string }): Record<string, string> {
  const env: Record<string, string> = {
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_TOKEN: FAKE_WHATSAPP.token,
    WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
    WHATSAPP_APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verify-me',
    WHATSAPP_API_URL: `${fake.baseUrl}/v21.0`,
  };
  for (const key of SMS_TEMPLATE_KEYS) env[`WHATSAPP_TEMPLATE_${templateSettingSuffix(key)}`] = `mm_${key}`;
  return env;
}

/** Signs a webhook body as Meta does: X-Hub-Signature-256 = sha256= HMAC-SHA256 of the raw body. */
export function metaSignature(rawBody: string, secret = WHATSAPP_APP_SECRET): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Meta's webhook body with one message status (delivered, read, failed). */
export function whatsappStatusBody(wamid: string, status: 'sent' | 'delivered' | 'read' | 'failed'): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: FAKE_WHATSAPP.phoneNumberId },
              statuses: [
                {
                  id: wamid,
                  status,
                  timestamp: '1750263773',
                  recipient_id: '919812345610',
                  ...(status === 'failed'
                    ? {
                        errors: [
                          {
                            code: 131026,
                            title: 'Message undeliverable',
                            message: 'Message undeliverable',
                            error_data: { details: 'Message Undeliverable.' },
                          },
                        ],
                      }
                    : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

/** MSG91's webhook v3 report (JSON) of one request. */
export function msg91ReportBody(requestId: string, status: '1' | '2' | '17', desc: string): string {
  return JSON.stringify({
    date: '2026-11-26 10:06:20',
    number: '919812345610',
    senderId: FAKE_MSG91.senderId,
    amount: '0.01',
    requestId,
    INMSID: '0',
    CRQID: '0',
    credit: '1',
    userId: '27000',
    campaignName: 'Flow',
    status,
    desc,
  });
}
