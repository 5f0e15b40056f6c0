import type { LucideIcon } from 'lucide-react';
import { ArrowRight, CreditCard, FolderGit2, LayoutPanelLeft, Rocket, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND, SUPPORT_EMAIL } from '@common/brand';
import { CallToAction, type FaqItem, FaqList, IconTile, PageHeader, TableOfContents } from '@/components/marketing';
import { Button } from '@/components/ui/button';

type Group = { id: string; icon: LucideIcon; title: string; topics: FaqItem[] };

const groups: Group[] = [
  {
    id: 'premiers-pas',
    icon: Rocket,
    title: 'Premiers pas',
    topics: [
      {
        question: `Qu’est-ce que ${BRAND} ?`,
        answer: `${BRAND} crée des applications web à partir d’une simple description. L’IA génère le code React et TypeScript, vous l’affinez par le chat ou dans l’éditeur.`,
      },
      {
        question: 'Comment créer mon compte ?',
        answer:
          'Cliquez sur « Commencer » en haut de la page. Inscrivez-vous avec votre adresse e-mail, ou avec Google ou GitHub si votre instance le propose.',
      },
      {
        question: 'Comment bien décrire mon idée ?',
        answer:
          'Soyez concret : à qui s’adresse l’application, quels écrans, quelles données, quel style. Commencez simple, puis ajoutez des détails au fil des échanges.',
      },
    ],
  },
  {
    id: 'projets-versions',
    icon: FolderGit2,
    title: 'Projets et versions',
    topics: [
      {
        question: 'Où retrouver mes projets ?',
        answer: 'Tous vos projets sont listés dans votre tableau de bord. Ouvrez-en un pour revenir au studio.',
      },
      {
        question: 'Comment revenir à une version précédente ?',
        answer:
          'Chaque changement crée une version. Ouvrez l’historique dans le studio, choisissez une version et restaurez-la. La version actuelle reste dans l’historique.',
      },
      {
        question: 'Puis-je supprimer un projet ?',
        answer: 'Oui, depuis votre tableau de bord. Attention : la suppression est définitive, pensez à exporter le code avant.',
      },
    ],
  },
  {
    id: 'studio',
    icon: LayoutPanelLeft,
    title: 'Studio',
    topics: [
      {
        question: 'À quoi sert le chat ?',
        answer: 'Le chat vous permet de demander des modifications en langage courant. L’IA met à jour les fichiers concernés.',
      },
      {
        question: 'Puis-je modifier le code moi-même ?',
        answer: 'Oui. L’éditeur de code donne accès à tous les fichiers du projet. Vos modifications créent aussi une version.',
      },
      {
        question: 'L’aperçu ne s’affiche pas. Que faire ?',
        answer:
          'L’aperçu tourne dans un cadre isolé. S’il reste vide, une erreur est peut-être présente dans le code : demandez à l’IA de la corriger ou restaurez une version précédente.',
      },
    ],
  },
  {
    id: 'compte-securite',
    icon: ShieldCheck,
    title: 'Compte et sécurité',
    topics: [
      {
        question: 'J’ai oublié mon mot de passe.',
        answer: 'Sur la page de connexion, cliquez sur « Mot de passe oublié ? ». Un lien de réinitialisation vous est envoyé par e-mail.',
      },
      {
        question: 'Mes données sont-elles protégées ?',
        answer: `Les échanges sont chiffrés (HTTPS) et les mots de passe ne sont jamais stockés en clair. Vous pouvez aussi héberger ${BRAND} sur vos propres serveurs.`,
      },
      {
        question: 'Comment supprimer mon compte ?',
        answer: `Écrivez-nous à ${SUPPORT_EMAIL} depuis l’adresse de votre compte. Nous supprimons votre compte et vos projets.`,
      },
    ],
  },
  {
    id: 'facturation',
    icon: CreditCard,
    title: 'Facturation',
    topics: [
      {
        question: 'Quelles sont les formules disponibles ?',
        answer:
          'Trois formules : Gratuit (0 €/mois), Pro (29 €/mois) et Enterprise (sur mesure). Le paiement en ligne de la formule Pro arrive bientôt. Le détail est sur la page Tarifs.',
      },
      {
        question: 'Puis-je changer de formule ?',
        answer: 'Oui, à tout moment. Vos projets sont conservés lors du changement.',
      },
      {
        question: 'Comment obtenir un devis Enterprise ?',
        answer: 'Contactez-nous depuis la page Support. Nous étudions vos besoins et vous proposons une offre adaptée.',
      },
    ],
  },
];

function TopicGroup({ group }: { group: Group }) {
  return (
    <section id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-24">
      <h2 id={`${group.id}-title`} className="flex items-center gap-3 text-xl font-semibold tracking-tight">
        <IconTile icon={group.icon} size="sm" />
        {group.title}
      </h2>
      <FaqList items={group.topics} className="mt-4" />
    </section>
  );
}

export function HelpPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageHeader
        align="start"
        eyebrow="Ressources"
        title="Centre d’aide"
        lead="Les réponses aux questions les plus fréquentes, classées par thème."
      />

      <div className="mt-12 grid gap-10 lg:grid-cols-[14rem_1fr]">
        <TableOfContents label="Thèmes de l’aide" items={groups.map((group) => ({ id: group.id, label: group.title }))} />
        <div className="min-w-0 space-y-12">
          {groups.map((group) => (
            <TopicGroup key={group.id} group={group} />
          ))}
        </div>
      </div>

      <CallToAction title="Vous ne trouvez pas votre réponse ?" text="Notre équipe vous répond par e-mail ou par chat.">
        <Button asChild variant="brand">
          <Link to="/support">
            Contacter le support
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CallToAction>
    </main>
  );
}
