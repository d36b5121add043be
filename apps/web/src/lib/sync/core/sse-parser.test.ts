import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

const collect = (chunks: string[]) => {
  const events: [string, string][] = [];
  const parser = createSseParser((event, data) => events.push([event, data]));
  for (const chunk of chunks) parser.feed(chunk);
  return events;
};

describe('createSseParser', () => {
  it('reads the server frames, skipping retry lines and comments', () => {
    expect(
      collect([
        'retry: 3000\n\n: ping\nevent: company.changed\ndata: {"a":1}\n\nevent: heartbeat\ndata: {}\n\n',
      ]),
    ).toEqual([
      ['company.changed', '{"a":1}'],
      ['heartbeat', '{}'],
    ]);
  });

  it('reassembles frames split anywhere, including inside \\r\\n', () => {
    expect(collect(['event: comp', 'any.changed\r', '\ndata: {"b"', ':2}\r\n\r', '\n'])).toEqual([
      ['company.changed', '{"b":2}'],
    ]);
  });

  it('joins multi-line data and defaults the event name to message', () => {
    expect(collect(['data: one\ndata: two\n\n'])).toEqual([['message', 'one\ntwo']]);
  });

  it('dispatches nothing until the blank line arrives', () => {
    expect(collect(['event: company.changed\ndata: {}\n'])).toEqual([]);
  });
});
