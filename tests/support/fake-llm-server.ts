import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeProtocol = 'openai' | 'gemini' | 'anthropic';

export interface FakeLlmOptions {
  protocol: FakeProtocol;
  /** The reply, streamed piece by piece. */
  chunks: string[];
  /** Replies in turn: request n gets the n-th (the last one again after the end); overrides `chunks`. */
  replies?: string[][];
  /** Answer this HTTP status with an error body instead of streaming. */
  status?: number;
  /** Accept the request and never answer (timeouts). */
  hang?: boolean;
  /** Pause between streamed pieces. */
  delayMs?: number;
  /** Answer `status` to the first N requests only, then stream normally (a retry succeeds). */
  failFirst?: number;
}

/**
 * A small real HTTP server on 127.0.0.1 that speaks one provider's streaming protocol (OpenAI chat
 * completions, Gemini streamGenerateContent, Anthropic messages), for tests and benchmarks.
 */
export async function startFakeLlm(options: FakeLlmOptions) {
  const requests: { path: string; body: unknown; headers: IncomingMessage['headers'] }[] = [];
  const open = new Set<ServerResponse>();
  let replyOffset = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      requests.push({ path: req.url ?? '', body, headers: req.headers });
      void respond(res);
    });
  });

  async function respond(res: ServerResponse) {
    open.add(res);
    res.on('close', () => open.delete(res));
    if (options.hang) return;
    if (options.status && (options.failFirst === undefined || requests.length <= options.failFirst)) {
      res.writeHead(options.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(errorBody(options.protocol, options.status)));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const chunks = options.replies ? options.replies[Math.min(requests.length - replyOffset, options.replies.length) - 1]! : options.chunks;
    for (const line of frames(options.protocol, chunks)) {
      if (res.destroyed) return;
      res.write(line);
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    }
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** Base URL to give as AI_BASE_URL. */
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The next requests get these replies in turn (counted from the next request). */
    setReplies(replies: string[][]) {
      options.replies = replies;
      replyOffset = requests.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        // The server under test keeps its connections alive: without this, close() waited for them (~3 s a test).
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sse(data: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}

function frames(protocol: FakeProtocol, chunks: string[]): string[] {
  const outputTokens = Math.ceil(chunks.join('').length / 4);
  if (protocol === 'openai') {
    const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'fake-model' };
    return [
      ...chunks.map((content, i) =>
        sse({ ...base, choices: [{ index: 0, delta: i === 0 ? { role: 'assistant', content } : { content }, finish_reason: null }] }),
      ),
      sse({
        ...base,
        choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
        usage: { prompt_tokens: 42, completion_tokens: outputTokens, total_tokens: 42 + outputTokens },
      }),
      'data: [DONE]\n\n',
    ];
  }
  if (protocol === 'gemini') {
    return chunks.map((text, i) =>
      sse({
        candidates: [
          { content: { parts: [{ text }], role: 'model' }, index: 0, ...(i === chunks.length - 1 ? { finishReason: 'STOP' } : {}) },
        ],
        usageMetadata: { promptTokenCount: 42, candidatesTokenCount: outputTokens, totalTokenCount: 42 + outputTokens },
        modelVersion: 'gemini-fake',
      }),
    );
  }
  return [
    sse(
      {
        type: 'message_start',
        message: {
          id: 'msg_fake',
          type: 'message',
          role: 'assistant',
          model: 'claude-fake',
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 42, output_tokens: 1 },
        },
      },
      'message_start',
    ),
    sse({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }, 'content_block_start'),
    ...chunks.map((text) => sse({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }, 'content_block_delta')),
    sse({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
    sse(
      { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: outputTokens } },
      'message_delta',
    ),
    sse({ type: 'message_stop' }, 'message_stop'),
  ];
}

function errorBody(protocol: FakeProtocol, status: number) {
  const message = status === 429 ? 'Rate limit exceeded' : 'Internal error';
  if (protocol === 'gemini') return { error: { code: status, message, status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL' } };
  if (protocol === 'anthropic') return { type: 'error', error: { type: status === 429 ? 'rate_limit_error' : 'api_error', message } };
  return { error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error', code: null } };
}
