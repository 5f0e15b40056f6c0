import { createRequire } from 'node:module';
import { parseSync, type ESTree } from 'rolldown/utils';

const require = createRequire(import.meta.url);

/** A plugin the config names that the server does not have: left out of the config, with a warning. */
class MissingPlugin {
  constructor(readonly name: string) {}
}

const SKIP = Symbol('not data');
type Value = unknown;

const OFFICIAL_PLUGINS = ['@tailwindcss/typography', '@tailwindcss/forms', '@tailwindcss/aspect-ratio', '@tailwindcss/container-queries'];

/**
 * The modules a config may read, loaded from the server's own node_modules (our trusted packages, Tailwind 3's
 * for its theme and colours): the project's code is never required.
 */
function knownModule(name: string): Value | typeof SKIP {
  const bare = name.replace(/\.(c?js|mjs)$/, '');
  if (bare === 'tailwindcss/defaultTheme') return require('tailwindcss3/defaultTheme') as Value;
  if (bare === 'tailwindcss/colors') return require('tailwindcss3/colors') as Value;
  if (bare === 'tailwindcss-animate') return require('tailwindcss-animate') as Value;
  if (OFFICIAL_PLUGINS.includes(bare)) {
    try {
      return require(bare) as Value;
    } catch {
      return new MissingPlugin(bare);
    }
  }
  return SKIP;
}

type Binding =
  | { kind: 'expression'; node: ESTree.Expression }
  | { kind: 'module'; name: string; member?: string }
  | { kind: 'member'; of: Binding; key: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  // `__proto__` from a config is an ordinary key, never the object's prototype.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Own data properties only: spreading Tailwind's colours must not call its deprecated-name getters. */
function ownEntries(value: object): [string, unknown][] {
  return Object.entries(Object.getOwnPropertyDescriptors(value))
    .filter(([, descriptor]) => descriptor.enumerable && 'value' in descriptor)
    .map(([key, descriptor]) => [key, descriptor.value as unknown]);
}

class ConfigEvaluator {
  readonly warnings: string[] = [];
  readonly bindings = new Map<string, Binding>();
  private readonly evaluating = new Set<string>();

  constructor(
    readonly file: string,
    private readonly source: string,
  ) {}

  warnValue(path: string) {
    this.warnings.push(`${this.file} : la valeur de ${path} n'est pas une donnée simple, elle est ignorée`);
  }

  lineOf(node: ESTree.Node) {
    return this.source.slice(0, node.start).split('\n').length;
  }

  /** Top-level statements: bindings are recorded, the exported value is found, nothing else is run. */
  run(program: ESTree.Program): Record<string, unknown> {
    let exported: ESTree.Expression | null = null;
    for (const statement of program.body) {
      if (statement.type === 'ImportDeclaration') this.bindImport(statement);
      else if (statement.type === 'VariableDeclaration') this.bindDeclaration(statement);
      else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration')
        this.bindDeclaration(statement.declaration);
      else if (statement.type === 'ExportDefaultDeclaration') {
        const declaration = statement.declaration;
        if (
          declaration.type === 'FunctionDeclaration' ||
          declaration.type === 'ClassDeclaration' ||
          declaration.type === 'TSInterfaceDeclaration'
        ) {
          this.warnings.push(`${this.file} : la configuration exportée n'est pas une donnée simple, elle est ignorée`);
        } else exported = declaration;
      } else if (statement.type === 'ExpressionStatement' && isModuleExports(statement.expression)) {
        exported = statement.expression.right;
      } else if (statement.type === 'ExpressionStatement' && 'directive' in statement && statement.directive) {
        continue;
      } else if (!isTypeOnly(statement)) {
        this.warnings.push(
          `${this.file} : l'instruction de la ligne ${this.lineOf(statement)} n'est pas une donnée, elle n'est pas exécutée`,
        );
      }
    }
    if (!exported) {
      this.warnings.push(`${this.file} : aucune configuration exportée (export default ou module.exports) n'a été trouvée`);
      return {};
    }
    const config = this.evaluate(unwrapRootCall(exported, this), 'la configuration');
    if (!isPlainObject(config)) {
      this.warnValue('la configuration');
      return {};
    }
    return config;
  }

  bindImport(statement: ESTree.ImportDeclaration) {
    if (statement.importKind === 'type') return;
    const name = statement.source.value;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportSpecifier') {
        if (specifier.importKind === 'type') continue;
        const imported = specifier.imported.type === 'Literal' ? String(specifier.imported.value) : specifier.imported.name;
        this.bindings.set(
          specifier.local.name,
          imported === 'default' ? { kind: 'module', name } : { kind: 'module', name, member: imported },
        );
      } else this.bindings.set(specifier.local.name, { kind: 'module', name });
    }
  }

  bindDeclaration(declaration: ESTree.VariableDeclaration) {
    for (const declarator of declaration.declarations) {
      if (!declarator.init) continue;
      const init = requiredModule(declarator.init);
      const binding: Binding = init ? { kind: 'module', name: init } : { kind: 'expression', node: declarator.init };
      this.bindPattern(declarator.id, binding);
    }
  }

  bindPattern(pattern: ESTree.BindingPattern, binding: Binding) {
    if (pattern.type === 'Identifier') this.bindings.set(pattern.name, binding);
    else if (pattern.type === 'ObjectPattern') {
      for (const property of pattern.properties) {
        if (property.type !== 'Property' || property.computed || property.key.type !== 'Identifier') continue;
        const value = property.value.type === 'AssignmentPattern' ? property.value.left : property.value;
        this.bindPattern(value, { kind: 'member', of: binding, key: property.key.name });
      }
    }
  }

  resolveBinding(binding: Binding, path: string): Value | typeof SKIP {
    if (binding.kind === 'expression') return this.evaluate(binding.node, path);
    if (binding.kind === 'module') {
      const module = knownModule(binding.name);
      return binding.member === undefined ? module : readMember(module, binding.member);
    }
    return readMember(this.resolveBinding(binding.of, path), binding.key);
  }

  /** The value of a literal expression, or SKIP; the container that holds it says what was left out. */
  evaluate(node: ESTree.Expression, path: string): Value | typeof SKIP {
    switch (node.type) {
      case 'Literal':
        if ('regex' in node || typeof node.value === 'bigint') return SKIP;
        return node.value;
      case 'TemplateLiteral':
        return node.expressions.length === 0 ? (node.quasis[0]?.value.cooked ?? SKIP) : SKIP;
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'TSTypeAssertion':
      case 'ParenthesizedExpression':
        return this.evaluate(node.expression, path);
      case 'UnaryExpression': {
        if (node.operator !== '-' && node.operator !== '+') return SKIP;
        const value = this.evaluate(node.argument, path);
        return typeof value === 'number' ? (node.operator === '-' ? -value : value) : SKIP;
      }
      case 'BinaryExpression': {
        if (node.operator !== '+') return SKIP;
        const left = this.evaluate(node.left, path);
        const right = this.evaluate(node.right, path);
        return typeof left === 'string' && (typeof right === 'string' || typeof right === 'number') ? left + String(right) : SKIP;
      }
      case 'ArrayExpression':
        return this.evaluateArray(node, path);
      case 'ObjectExpression':
        return this.evaluateObject(node, path);
      case 'Identifier':
        return this.evaluateIdentifier(node.name, path);
      case 'MemberExpression': {
        if (node.object.type === 'Super') return SKIP;
        const key = node.computed
          ? this.evaluate(node.property as ESTree.Expression, path)
          : node.property.type === 'Identifier'
            ? node.property.name
            : SKIP;
        if (typeof key !== 'string' && typeof key !== 'number') return SKIP;
        return readMember(this.evaluate(node.object, path), String(key));
      }
      case 'CallExpression': {
        const name = requiredModule(node);
        if (name) return knownModule(name);
        // `require('@tailwindcss/forms')({ strategy: 'class' })`: the options of a plugin the server lacks.
        if (node.callee.type !== 'Super' && node.callee.type !== 'Identifier') {
          const callee = this.evaluate(node.callee, path);
          if (callee instanceof MissingPlugin) return callee;
        }
        return SKIP;
      }
      default:
        return SKIP;
    }
  }

  evaluateIdentifier(name: string, path: string): Value | typeof SKIP {
    const binding = this.bindings.get(name);
    if (!binding || this.evaluating.has(name)) return SKIP;
    this.evaluating.add(name);
    try {
      return this.resolveBinding(binding, path);
    } finally {
      this.evaluating.delete(name);
    }
  }

  evaluateArray(node: ESTree.ArrayExpression, path: string): unknown[] {
    const result: unknown[] = [];
    node.elements.forEach((element, index) => {
      const at = `${path}[${index}]`;
      if (element === null) return;
      if (element.type === 'SpreadElement') {
        const spread = this.evaluate(element.argument, at);
        if (Array.isArray(spread) || typeof spread === 'string') result.push(...spread);
        else this.warnValue(at);
        return;
      }
      const value = this.evaluate(element, at);
      if (value instanceof MissingPlugin)
        this.warnings.push(`${this.file} : le plugin « ${value.name} » n'est pas disponible dans l'aperçu, il est ignoré`);
      else if (value === SKIP || value === undefined) this.warnValue(at);
      else result.push(value);
    });
    return result;
  }

  evaluateObject(node: ESTree.ObjectExpression, path: string): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (property.type === 'SpreadElement') {
        const spread = this.evaluate(property.argument, path);
        if (typeof spread === 'object' && spread !== null && !Array.isArray(spread) && !(spread instanceof MissingPlugin)) {
          for (const [key, value] of ownEntries(spread)) setOwn(result, key, value);
        } else this.warnValue(`${path} (…)`);
        continue;
      }
      const key = this.propertyKey(property, path);
      if (key === SKIP) {
        this.warnValue(`${path}[…]`);
        continue;
      }
      const at = path === 'la configuration' ? key : `${path}.${key}`;
      const value = property.kind === 'init' && !property.method ? this.evaluate(property.value as ESTree.Expression, at) : SKIP;
      if (value === SKIP || value === undefined || value instanceof MissingPlugin) this.warnValue(at);
      else setOwn(result, key, value);
    }
    return result;
  }

  propertyKey(property: ESTree.ObjectProperty, path: string): string | typeof SKIP {
    if (!property.computed) {
      if (property.key.type === 'Identifier') return property.key.name;
      if (property.key.type === 'Literal' && (typeof property.key.value === 'string' || typeof property.key.value === 'number'))
        return String(property.key.value);
      return SKIP;
    }
    if (property.key.type === 'PrivateIdentifier') return SKIP;
    const key = this.evaluate(property.key, path);
    return typeof key === 'string' || typeof key === 'number' ? String(key) : SKIP;
  }
}

/** A property of a value we already hold; own properties only, so nothing reaches a prototype. */
function readMember(object: Value | typeof SKIP, key: string): Value | typeof SKIP {
  if (object === SKIP || typeof object !== 'object' || object === null || object instanceof MissingPlugin) return SKIP;
  const descriptor = Object.getOwnPropertyDescriptor(object, key);
  if (!descriptor || !('value' in descriptor) || descriptor.value === undefined) return SKIP;
  return descriptor.value as Value;
}

/** The module name of `require('name')`, or null. */
function requiredModule(node: ESTree.Expression): string | null {
  if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'require') return null;
  const [argument] = node.arguments;
  if (node.arguments.length !== 1 || argument?.type !== 'Literal' || typeof argument.value !== 'string') return null;
  return argument.value;
}

function isModuleExports(expression: ESTree.Expression): expression is ESTree.AssignmentExpression {
  if (expression.type !== 'AssignmentExpression' || expression.operator !== '=') return false;
  const target = expression.left;
  return (
    target.type === 'MemberExpression' &&
    target.object.type === 'Identifier' &&
    target.object.name === 'module' &&
    !target.computed &&
    target.property.type === 'Identifier' &&
    target.property.name === 'exports'
  );
}

function isTypeOnly(statement: ESTree.Statement | ESTree.Directive | ESTree.ModuleDeclaration): boolean {
  if (statement.type === 'TSTypeAliasDeclaration' || statement.type === 'TSInterfaceDeclaration' || statement.type === 'EmptyStatement')
    return true;
  if (statement.type === 'TSModuleDeclaration' && statement.declare) return true;
  if ((statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') && statement.exportKind === 'type')
    return true;
  if (statement.type === 'ExportNamedDeclaration')
    return statement.declaration ? isTypeOnly(statement.declaration) : statement.source === null;
  return false;
}

/**
 * `defineConfig({...})`, `withSomething({...})`: the one argument is read as the config. The wrapper is not
 * run, so a wrapper other than defineConfig gets a warning (what it would have added is missing).
 */
function unwrapRootCall(node: ESTree.Expression, evaluator: ConfigEvaluator): ESTree.Expression {
  let current = node;
  while (current.type === 'TSAsExpression' || current.type === 'TSSatisfiesExpression' || current.type === 'ParenthesizedExpression')
    current = current.expression;
  if (current.type === 'Identifier') {
    const binding = evaluator.bindings.get(current.name);
    if (binding?.kind === 'expression') return unwrapRootCall(binding.node, evaluator);
    return current;
  }
  if (current.type !== 'CallExpression' || current.callee.type !== 'Identifier' || current.callee.name === 'require') return current;
  const [argument] = current.arguments;
  if (current.arguments.length !== 1 || !argument || argument.type === 'SpreadElement') return current;
  if (!/^define(Tailwind)?Config$/.test(current.callee.name)) {
    evaluator.warnings.push(
      `${evaluator.file} : l'appel à ${current.callee.name}(…) n'est pas exécuté, seule la configuration qu'il reçoit est lue`,
    );
  }
  return unwrapRootCall(argument, evaluator);
}

/**
 * The project's Tailwind config read as data: the file is parsed, never run, and only literal values (plus
 * Tailwind's default theme, colours and the plugins the server has) are kept. Whatever else is left out, with a
 * French warning naming it. `content` is dropped: the preview gives Tailwind the class candidates itself.
 */
export function evaluateTailwindConfig(file: string, source: string): { config: Record<string, unknown>; warnings: string[] } {
  const evaluator = new ConfigEvaluator(file, source);
  const parsed = parseSync(file, source, { lang: /\.m?ts$/.test(file) ? 'ts' : 'js', sourceType: 'module' });
  if (parsed.errors.length > 0) {
    const message = parsed.errors[0]?.message ?? '';
    return { config: {}, warnings: [`${file} ne peut pas être lu (${message}) : la configuration Tailwind par défaut est utilisée`] };
  }
  const config = evaluator.run(parsed.program);
  delete config.content;
  return { config, warnings: evaluator.warnings };
}
