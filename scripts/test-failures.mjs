// What failed in a run of npm test, told in a few lines each: CI shows only the tail of the output,
// and a failure printed minutes before the summary is cut off there.
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * The failed tests of a Vitest JSON report, and the files that failed without one (a load error).
 */
export function failuresIn(layer, json) {
  return (json.testResults ?? []).flatMap((file) => {
    const where = relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter(({ status }) => status === 'failed');
    if (failed.length === 0)
      return file.status === 'failed' ? [{ layer, where, message: file.message ?? '' }] : [];
    return failed.map((test) => ({
      layer,
      where: `${where} > ${test.fullName}`,
      message: (test.failureMessages ?? []).join('\n'),
    }));
  });
}

/**
 * A failure's first lines, without colours or the stack frames outside the project: enough to
 * tell one failure from another and find its line.
 */
function firstLines(message, count = 4) {
  return stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line && (!/^\s*at /.test(line) || ourFrame(line)))
    .slice(0, count)
    .map((line) => line.replaceAll(`${process.cwd()}/`, ''));
}

/** A stack frame in the project's own files. */
function ourFrame(line) {
  return line.includes(process.cwd()) && !line.includes('node_modules');
}

/** The lines printed above the summary: each failure named with its first lines, at most `max`. */
export function failureReport(failures, max = 10) {
  if (failures.length === 0) return [];
  return [
    `Failed (${failures.length})`,
    ...failures
      .slice(0, max)
      .flatMap(({ layer, where, message }) => [
        `  ${layer}: ${where}`,
        ...firstLines(message).map((line) => `      ${line}`),
      ]),
    ...(failures.length > max ? [`  and ${failures.length - max} more, named above`] : []),
  ];
}
