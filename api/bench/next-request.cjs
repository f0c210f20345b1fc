/*
 * autocannon's setupRequest, loaded in its worker thread (functions cannot be handed to a worker, only files):
 * each request the worker sends takes the next entry of the list the bench wrote to BENCH_REQUEST_LIST (api/bench/
 * run.ts), so the connections share one sequence: every request asks another page, viewer or job, and a write
 * never targets a row twice.
 */
const { readFileSync } = require('node:fs');

let list;
let next = 0;

module.exports = (request) => {
  list ??= JSON.parse(readFileSync(process.env.BENCH_REQUEST_LIST, 'utf8'));
  const entry = list[next % list.length];
  next += 1;
  return { ...request, ...entry, headers: { ...request.headers, ...entry.headers } };
};
