// Import of many customer-source rows through the real HTTP API: a dry run, then a good-rows-only
// commit, timed from the client (upload + parse + checks + writes + report).

export interface ImportTiming {
  mode: string;
  seconds: number;
  rowsPerSecond: number;
  report: { total: number; good: number; bad: number; created: number; committed: boolean };
}

/** `rows` data rows; every 100th is bad (a code with a space, or the same code as the row before). */
export function customerSourceCsv(rows: number): string {
  const lines = ['来源名称,来源编码,排序,是否启用,备注'];
  for (let i = 1; i <= rows; i++) {
    if (i % 200 === 0) lines.push(`重复来源${i},bench-${i - 1},1,是,`);
    else if (i % 100 === 0) lines.push(`坏来源${i},bad code ${i},1,是,`);
    else lines.push(`来源${i},bench-${i},${i % 10_000},${i % 3 === 0 ? '否' : '是'},批量导入 ${i}`);
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

export async function timeImport(
  url: string,
  headers: Record<string, string>,
  csv: string,
  mode: 'dryRun' | 'goodRowsOnly' | 'allOrNothing',
): Promise<ImportTiming> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'sources.csv');
  const started = performance.now();
  const answer = await fetch(`${url}/erp/admin/customerSource/import?mode=${mode}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const body = (await answer.json()) as { code: number; msg: string; data: ImportTiming['report'] };
  const seconds = (performance.now() - started) / 1000;
  if (body.code !== 200) throw new Error(`import ${mode} answered ${body.code}: ${body.msg}`);
  return { mode, seconds, rowsPerSecond: body.data.total / seconds, report: body.data };
}

export function printImportTimings(rows: number, timings: ImportTiming[], target: number): void {
  console.log(`\nImport of ${rows.toLocaleString('en')} customer sources (1% bad rows), embedded PGlite`);
  console.log('  mode            seconds   rows/s     good     bad  created  target');
  for (const { mode, seconds, rowsPerSecond, report } of timings) {
    console.log(
      `  ${mode.padEnd(14)}${seconds.toFixed(2).padStart(8)}${Math.round(rowsPerSecond).toString().padStart(9)}${String(report.good).padStart(9)}${String(report.bad).padStart(8)}${String(report.created).padStart(9)}  ≤ ${target} s ${seconds <= target ? 'ok' : 'OVER'}`,
    );
  }
}
