import type { PreviewProblem } from '../../../common/preview.js';
import type { Vendor } from './build-vendor.js';
import type { PackageUse } from './link-modules.js';

/**
 * lucide-react 1.x removed its brand logos; code written for 0.x still imports them. Each gets the nearest
 * plain icon, so the page renders and a build warning says which.
 */
const STAND_INS: Record<string, string> = {
  Github: 'GitBranch',
  Gitlab: 'GitBranch',
  Twitter: 'AtSign',
  Linkedin: 'Briefcase',
  Facebook: 'Share2',
  Youtube: 'CirclePlay',
  Instagram: 'Camera',
  Twitch: 'Video',
  Dribbble: 'Globe',
  Figma: 'Pen',
  Slack: 'MessageCircle',
  Chrome: 'Globe',
  Codepen: 'Code',
  Codesandbox: 'Code',
  Framer: 'Pen',
  Pocket: 'Bookmark',
  Trello: 'SquareKanban',
};

/** The brand names this app imports from lucide-react that it lacks → the icon drawn instead, and the warnings. */
export function brandIconStandIns(
  uses: PackageUse[],
  vendor: Pick<Vendor, 'icons'>,
): { names: Map<string, string>; warnings: PreviewProblem[] } {
  const names = new Map<string, string>();
  const warnings: PreviewProblem[] = [];
  for (const use of uses) {
    if (use.specifier !== 'lucide-react') continue;
    for (const name of use.names) {
      if (Object.hasOwn(vendor.icons.byExport, name)) continue;
      const bare = name.replace(/^Lucide/, '').replace(/Icon$/, '');
      const standIn = STAND_INS[bare];
      if (!standIn || !Object.hasOwn(vendor.icons.byExport, standIn) || names.has(name)) continue;
      names.set(name, standIn);
      warnings.push({
        file: use.file,
        line: use.line,
        column: null,
        lineText: use.lineText,
        message: `${use.file && use.line ? `${use.file}, ligne ${use.line} : ` : ''}l'icône « ${name} » n'existe plus dans lucide-react 1.x (logos de marque retirés) : « ${standIn} » est affichée à sa place.`,
      });
    }
  }
  return { names, warnings };
}
