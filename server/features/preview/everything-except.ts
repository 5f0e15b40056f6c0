/**
 * A filter (in the regular-expression subset esbuild's Go engine accepts: no lookahead) that matches every
 * string except exactly the given names. Built from a trie of the names: a string is not one of them when
 * it leaves the trie somewhere, stops on a node that ends no name, or goes on past a name that has no longer
 * form.
 */
export function everythingExcept(names: readonly string[]): RegExp {
  interface Node {
    children: Map<string, Node>;
    terminal: boolean;
  }
  const root: Node = { children: new Map(), terminal: false };
  for (const name of names) {
    let node = root;
    for (const char of name) {
      let next = node.children.get(char);
      if (!next) {
        next = { children: new Map(), terminal: false };
        node.children.set(char, next);
      }
      node = next;
    }
    node.terminal = true;
  }
  const escape = (char: string) => (/[A-Za-z0-9]/.test(char) ? char : `\\${char}`);
  const alternatives: string[] = [];
  const walk = (node: Node, prefix: string) => {
    const next = [...node.children.keys()];
    alternatives.push(next.length > 0 ? `${prefix}[^${next.map(escape).join('')}]` : `${prefix}[\\s\\S]`);
    if (!node.terminal) alternatives.push(`${prefix}$`);
    for (const [char, child] of node.children) walk(child, prefix + escape(char));
  };
  walk(root, '');
  return new RegExp(`^(?:${alternatives.join('|')})`);
}
