import type { FuzzRequest } from '../test/fuzz/requests';

/**
 * Every minimal failing request the API fuzzer found (shrunk by fast-check), kept as a regression
 * test: each must now be answered as its operation declares (no 5xx, a declared status, the declared
 * schema). A string `{{kind}}` stands for the first real value of that kind in the demo content (see
 * server/test/fuzz/target.ts: productMetas, productGuids, userGuids, chatGuids, …); `repeat` sends the
 * request that many times (a limit that trips only on the n-th).
 */
export const REGRESSIONS: { why: string; request: FuzzRequest; repeat?: number }[] = [
  {
    why: 'a NUL byte in a slug reached the query (500)',
    request: { op: 'GET /api/courses/category/{meta}/', as: 'user', path: { meta: '\u0000ipakchilik-asoslari' }, query: [], body: { kind: 'none' } },
  },
  {
    why: 'a badly percent-encoded path was refused outside the one error shape',
    request: { op: 'GET /api/courses/lesson/{guid}/', as: 'anonymous', path: { guid: '%FF' }, rawPath: true, query: [], body: { kind: 'none' } },
  },
  {
    why: 'a badly percent-encoded slug was refused outside the one error shape',
    request: { op: 'GET /api/shop/comments/{meta}', as: 'anonymous', path: { meta: '%FF' }, rawPath: true, query: [], body: { kind: 'none' } },
  },
  {
    why: 'a badly percent-encoded id was refused outside the one error shape',
    request: { op: 'GET /api/shop/user-products/{guid}/', as: 'anonymous', path: { guid: '%FF' }, rawPath: true, query: [], body: { kind: 'none' } },
  },
  {
    why: 'a parameter over the router’s maximum length was refused (414) outside the one error shape',
    request: { op: 'GET /api/messenger/chats/{chat}/', as: 'user', path: { chat: 'a'.repeat(201) }, query: [], body: { kind: 'none' } },
  },
  {
    why: 'a region beyond an integer column reached the query (500)',
    request: { op: 'GET /api/shop/products/', as: 'user', path: {}, query: [['region', '1099511627776']], body: { kind: 'none' } },
  },
  {
    why: 'a region beyond an integer column in a profile form reached the query (500)',
    request: {
      op: 'POST /api/users/accounts/complete/',
      as: 'admin',
      path: {},
      query: [],
      body: { kind: 'multipart', fields: [['first_name', 'Ipak'], ['last_name', 'Ipak'], ['birthday', '1990-01-01'], ['email', 'test@example.com'], ['region', '9007199254740992']], files: [] },
    },
  },
  {
    why: 'a multipart body cut after its first byte (500)',
    request: {
      op: 'POST /api/shop/user-products/upload',
      as: 'user',
      path: {},
      query: [],
      body: { kind: 'multipart', fields: [['title', "Marg'ilon atlasi"], ['description', 'null'], ['price', '0'], ['category', '{{shopCategoryGuids}}']], files: [], cut: 1 },
    },
  },
  {
    why: 'a multipart edit cut after its first byte (500)',
    request: { op: 'PATCH /api/shop/user-products/{guid}/', as: 'seller', path: { guid: '{{sellerProductGuids}}' }, query: [], body: { kind: 'multipart', fields: [], files: [], cut: 1 } },
  },
  {
    why: 'a multipart body whose header names no boundary (500)',
    request: { op: 'PATCH /api/users/accounts/me/', as: 'user', path: {}, query: [], body: { kind: 'multipart', fields: [], files: [], boundary: 'missing' } },
  },
  {
    why: 'the chat socket’s plain GET answered 426, which its operation did not declare',
    request: { op: 'GET /chat/{chat}/', as: 'user', path: { chat: '{{chatGuids}}' }, query: [], body: { kind: 'none' } },
  },
  {
    why: 'the inbox socket’s plain GET answered 426, which its operation did not declare',
    request: { op: 'GET /chat/inbox/', as: 'user', path: {}, query: [], body: { kind: 'none' } },
  },
  {
    why: 'the reset-code limit per phone answered 429, which the operation did not declare',
    request: { op: 'POST /api/users/accounts/password-reset/request/', as: 'anonymous', path: {}, query: [], body: { kind: 'json', value: { phone: '(90) 000-00-05' } } },
    repeat: 4,
  },
];
