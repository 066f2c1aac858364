// JSON for the page inside <script type="application/json">: `<` escaped, so no value (a course
// title, a setting staff typed) can close the tag or open a comment. JSON.parse reads it back.
export function jsonScriptTag(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script id="${id}" type="application/json">${json}</script>`;
}
