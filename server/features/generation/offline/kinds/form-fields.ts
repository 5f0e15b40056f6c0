/**
 * Form controls of the generated apps, written once for every kind: a label over its field, in the app's theme
 * (`theme.muted`, `theme.input`, `theme.ring` are the generated page's own variables). Each returns source text at
 * the given indentation.
 */
const themed = (extraClass: string) =>
  `className={\`mt-1 w-full rounded-lg px-3 py-2 outline-none ${extraClass}\${theme.input} \${theme.ring}\`}`;

/** A <select> over `list` (items with a `name`), bound to the state `state` and its setter. */
export function selectField(field: { indent: string; label: string; state: string; setter: string; list: string; item: string }) {
  const { indent, item } = field;
  return [
    `${indent}<label className="mt-3 block text-sm">`,
    `${indent}  <span className={theme.muted}>${field.label}</span>`,
    `${indent}  <select value={${field.state}} onChange={(event) => ${field.setter}(event.target.value)} ${themed('')}>`,
    `${indent}    {${field.list}.map((${item}) => <option key={${item}.name} value={${item}.name}>{${item}.name}</option>)}`,
    `${indent}  </select>`,
    `${indent}</label>`,
  ].join('\n');
}

/** An <input> of a two-column row; `attributes` are written before its class, `extraClass` before the theme's. */
export function inputField(field: { indent: string; label: string; attributes: string; extraClass?: string }) {
  const { indent } = field;
  return [
    `${indent}<label className="block text-sm">`,
    `${indent}  <span className={theme.muted}>${field.label}</span>`,
    `${indent}  <input ${field.attributes} ${themed(field.extraClass ?? '')} />`,
    `${indent}</label>`,
  ].join('\n');
}
