// The series selectors of a PromQL expression: each metric name with its label matchers, so a test
// can check that every name a dashboard or an alert queries is one the code exports, under the job
// the selector names (decision 316). A small scanner, not a full parser: it knows PromQL's
// lexical shapes (strings, {matchers}, [ranges], numbers and durations, function calls, the
// grouping and matching modifiers' label lists, keywords), which is all it takes to tell a
// metric name from everything else. promtool checks the expressions' syntax itself.

const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan', 'atan2', 'start', 'end']);
/** Followed by a parenthesised list of label names, never metric names. */
const LABEL_LISTS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right']);
const IDENTIFIER = /[A-Za-z_:][A-Za-z0-9_:]*/y;
const MATCHER = /\s*([A-Za-z_][A-Za-z0-9_]*)\s*(=~|!~|!=|=)\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`)\s*,?/y;

/**
 * @typedef {{ name: string, matchers: Array<{ label: string, op: string, value: string }> }} Selector
 */

/** The index after the bracket that closes the one at `start` (strings inside skipped). */
function closing(expr, start, open, close) {
  let depth = 0;
  for (let i = start; i < expr.length; i++) {
    const c = expr[i];
    if (c === '"' || c === "'" || c === '`') i = endOfString(expr, i) - 1;
    else if (c === open) depth++;
    else if (c === close && --depth === 0) return i + 1;
  }
  throw new Error(`unclosed ${open} at ${start} in: ${expr}`);
}

function endOfString(expr, start) {
  const quote = expr[start];
  for (let i = start + 1; i < expr.length; i++) {
    if (quote !== '`' && expr[i] === '\\') i++;
    else if (expr[i] === quote) return i + 1;
  }
  throw new Error(`unclosed string at ${start} in: ${expr}`);
}

/**
 * @param {string} body the text between a selector's braces
 * @returns {Selector['matchers']}
 */
function parseMatchers(body) {
  /** @type {Selector['matchers']} */
  const matchers = [];
  let at = 0;
  while (body.slice(at).trim() !== '') {
    MATCHER.lastIndex = at;
    const m = MATCHER.exec(body);
    if (!m) throw new Error(`not a label matcher: {${body}} at ${at}`);
    const [, label = '', op = '', quoted = ''] = m;
    // JSON unquotes a double-quoted string as PromQL does for the escapes dashboards use.
    const value = quoted.startsWith('"') ? JSON.parse(quoted) : quoted.slice(1, -1);
    matchers.push({ label, op, value });
    at = MATCHER.lastIndex;
  }
  return matchers;
}

/**
 * Every series selector in `expr`, in order.
 * @param {string} expr
 * @returns {Selector[]}
 */
export function promqlSelectors(expr) {
  /** @type {Selector[]} */
  const selectors = [];
  let i = 0;
  while (i < expr.length) {
    const c = expr[i] ?? '';
    if (c === '#') {
      const newline = expr.indexOf('\n', i);
      i = newline === -1 ? expr.length : newline;
    } else if (c === '"' || c === "'" || c === '`') {
      i = endOfString(expr, i);
    } else if (c === '[') {
      // A range or a subquery's range and step: durations or Grafana's $variables, never names.
      i = closing(expr, i, '[', ']');
    } else if (c === '{') {
      // A selector by matchers alone: {__name__="…"}.
      const end = closing(expr, i, '{', '}');
      const matchers = parseMatchers(expr.slice(i + 1, end - 1));
      const name = matchers.find((m) => m.label === '__name__' && m.op === '=')?.value;
      if (!name) throw new Error(`a selector without a metric name: ${expr.slice(i, end)}`);
      selectors.push({ name, matchers: matchers.filter((m) => m.label !== '__name__') });
      i = end;
    } else if (/[0-9.]/.test(c)) {
      // A number or a duration (5m, 1h30m, 1e3, 0x1F).
      const m = /[0-9.]+(?:[eE][+-]?[0-9]+)?[A-Za-z0-9]*/y;
      m.lastIndex = i;
      m.exec(expr);
      i = m.lastIndex;
    } else if (c === '$') {
      // A Grafana variable outside a range ($__interval_ms and the like): not a name.
      const m = /\$\{?[A-Za-z0-9_:]+\}?/y;
      m.lastIndex = i;
      m.exec(expr);
      i = m.lastIndex;
    } else if (/[A-Za-z_:]/.test(c)) {
      IDENTIFIER.lastIndex = i;
      const word = IDENTIFIER.exec(expr)?.[0] ?? '';
      i += word.length;
      const next = expr.slice(i).match(/^\s*/)?.[0].length ?? 0;
      const after = expr[i + next];
      if (LABEL_LISTS.has(word.toLowerCase())) {
        if (after === '(') i = closing(expr, i + next, '(', ')');
      } else if (KEYWORDS.has(word.toLowerCase()) || after === '(' || /^\s*(by|without)\s*\(/i.test(expr.slice(i))) {
        // An operator keyword, a function or aggregation being called, or an aggregation whose
        // grouping comes first (`sum by (le) (…)`).
      } else if (after === '{') {
        const end = closing(expr, i + next, '{', '}');
        selectors.push({ name: word, matchers: parseMatchers(expr.slice(i + next + 1, end - 1)) });
        i = end;
      } else {
        selectors.push({ name: word, matchers: [] });
      }
    } else {
      i++;
    }
  }
  return selectors;
}

/**
 * The PromQL inside a Grafana variable's query: `label_values(<selector>, label)` and
 * `query_result(<expr>)` hold one; `label_values(label)` and `metrics(…)` none.
 * @param {string} query
 * @returns {string | undefined}
 */
export function grafanaVariableExpr(query) {
  const labelValues = /^\s*label_values\(\s*([\s\S]+),\s*[A-Za-z_][A-Za-z0-9_]*\s*\)\s*$/.exec(query);
  if (labelValues) return labelValues[1];
  const result = /^\s*query_result\(([\s\S]+)\)\s*$/.exec(query);
  return result?.[1];
}
