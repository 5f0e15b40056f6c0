import { type AppKind, type KindContext, pick, tr } from './kind.js';
import SEED from './seeds/social.json' with { type: 'json' };

function data(context: KindContext): string {
  return `export interface SocialMember {
  id: string;
  name: string;
  city: string;
  bio: string;
}

export interface SocialSeedComment {
  id: string;
  author: string;
  minutesAgo: number;
  text: string;
}

export interface SocialSeedPost {
  id: string;
  author: string;
  minutesAgo: number;
  likes: number;
  text: string;
  comments: SocialSeedComment[];
}

export const socialMembers: SocialMember[] = ${JSON.stringify(pick(context.lang, SEED.members), null, 2)};

export const socialSeedPosts: SocialSeedPost[] = ${JSON.stringify(pick(context.lang, SEED.posts), null, 2)};
`;
}

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  return `import { ArrowLeft, Heart, MessageCircle, Send, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { socialMembers, socialSeedPosts, type SocialMember } from '../data/social';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

interface Comment {
  id: string;
  author: string;
  at: number;
  text: string;
}

interface Post {
  id: string;
  author: string;
  at: number;
  text: string;
  likes: number;
  liked: boolean;
  comments: Comment[];
}

interface Profile {
  name: string;
  bio: string;
}

type Tab = 'feed' | 'members';

const ME = 'me';
const started = Date.now();
const SEED: Post[] = socialSeedPosts.map((post) => ({
  id: post.id,
  author: post.author,
  at: started - post.minutesAgo * 60_000,
  text: post.text,
  likes: post.likes,
  liked: false,
  comments: post.comments.map((comment) => ({ id: comment.id, author: comment.author, at: started - comment.minutesAgo * 60_000, text: comment.text })),
}));

const COLORS = ['bg-rose-500', 'bg-emerald-500', 'bg-amber-500', 'bg-sky-500', 'bg-violet-500'];

function initials(name: string) {
  return name
    .split(/\\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function ago(at: number) {
  const minutes = Math.max(0, Math.round((Date.now() - at) / 60_000));
  if (minutes < 1) return '${t('à l’instant', 'just now')}';
  if (minutes < 60) return \`${t('il y a ', '')}\${minutes} min${t('', ' ago')}\`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return \`${t('il y a ', '')}\${hours} h${t('', ' ago')}\`;
  const days = Math.round(hours / 24);
  if (days < 7) return \`${t('il y a ', '')}\${days} ${t('j', 'd ago')}\`;
  return new Date(at).toLocaleDateString('${t('fr-FR', 'en-GB')}', { day: 'numeric', month: 'short' });
}

function Avatar({ member, size = 'md' }: { member: SocialMember; size?: 'sm' | 'md' | 'lg' }) {
  const index = socialMembers.findIndex((other) => other.id === member.id);
  const colour = member.id === ME ? \`bg-gradient-to-br \${theme.gradient}\` : COLORS[Math.max(0, index) % COLORS.length];
  const box = size === 'lg' ? 'h-20 w-20 text-2xl' : size === 'sm' ? 'h-8 w-8 text-xs' : 'h-11 w-11 text-sm';
  return (
    <span aria-hidden="true" className={\`inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white \${colour} \${box}\`}>
      {initials(member.name)}
    </span>
  );
}

export default function SocialPage() {
  const [posts, setPosts] = usePersistentState<Post[]>('social:posts', SEED);
  const [profile, setProfile] = usePersistentState<Profile>('social:profile', { name: '${t('Vous', 'You')}', bio: '${t('Présentez-vous en quelques mots : vos passions, votre ville, ce que vous aimez partager.', 'Say a few words about yourself: what you love, where you live, what you like to post.')}' });
  const [tab, setTab] = useState<Tab>('feed');
  const [profileId, setProfileId] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const [replies, setReplies] = useState<Record<string, string>>({});

  const me: SocialMember = { id: ME, name: profile.name.trim() || '${t('Vous', 'You')}', city: '', bio: profile.bio };
  const members = [...socialMembers, me];
  const memberOf = (id: string) => members.find((member) => member.id === id) ?? me;
  const showProfile = (id: string) => {
    setProfileId(id);
    window.scrollTo({ top: 0 });
  };

  const publish = () => {
    const text = draft.trim();
    if (!text) return;
    setPosts((list) => [{ id: \`post-\${Date.now()}\`, author: ME, at: Date.now(), text, likes: 0, liked: false, comments: [] }, ...list]);
    setDraft('');
  };
  const toggleLike = (id: string) =>
    setPosts((list) => list.map((post) => (post.id === id ? { ...post, liked: !post.liked, likes: post.likes + (post.liked ? -1 : 1) } : post)));
  const toggleComments = (id: string) => setOpen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  const comment = (id: string) => {
    const text = (replies[id] ?? '').trim();
    if (!text) return;
    setPosts((list) => list.map((post) => (post.id === id ? { ...post, comments: [...post.comments, { id: \`comment-\${Date.now()}\`, author: ME, at: Date.now(), text }] } : post)));
    setReplies((all) => ({ ...all, [id]: '' }));
  };
  const remove = (id: string) => setPosts((list) => list.filter((post) => post.id !== id));

  const renderPost = (post: Post) => {
    const author = memberOf(post.author);
    const expanded = open.includes(post.id);
    return (
      <article key={post.id} aria-label={\`${t('Publication de', 'Post by')} \${author.name}\`} className={\`rounded-2xl p-4 sm:p-5 \${theme.card}\`}>
        <header className="flex items-start gap-3">
          <Avatar member={author} />
          <div className="min-w-0 flex-1">
            <button type="button" onClick={() => showProfile(author.id)} className={\`font-semibold hover:underline \${theme.heading}\`}>
              {author.name}
            </button>
            <p className={\`text-xs \${theme.muted}\`}>
              <time dateTime={new Date(post.at).toISOString()}>{ago(post.at)}</time>
              {author.city ? \` · \${author.city}\` : ''}
            </p>
          </div>
          {post.author === ME && (
            <button type="button" onClick={() => remove(post.id)} aria-label="${t('Supprimer la publication', 'Delete post')}" className={\`rounded-lg p-1.5 \${theme.muted} hover:text-rose-500\`}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </button>
          )}
        </header>
        <p className="mt-3 whitespace-pre-line break-words leading-relaxed">{post.text}</p>
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <button
            type="button"
            onClick={() => toggleLike(post.id)}
            aria-pressed={post.liked}
            aria-label={\`${t('J’aime', 'Like')} · \${post.likes}\`}
            className={\`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-medium \${post.liked ? theme.accentSoft : theme.buttonSecondary}\`}
          >
            <Heart className={\`h-4 w-4 \${post.liked ? 'fill-current text-rose-500' : ''}\`} aria-hidden="true" />
            {post.likes}
          </button>
          <button
            type="button"
            onClick={() => toggleComments(post.id)}
            aria-expanded={expanded}
            className={\`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-medium \${expanded ? theme.accentSoft : theme.buttonSecondary}\`}
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            {post.comments.length} {post.comments.length === 1 ? '${t('commentaire', 'comment')}' : '${t('commentaires', 'comments')}'}
          </button>
        </div>
        {expanded && (
          <div className={\`mt-4 rounded-xl p-3 \${theme.surface}\`}>
            {post.comments.length === 0 ? (
              <p className={\`text-sm \${theme.muted}\`}>${t('Pas encore de commentaire : lancez la conversation.', 'No comments yet: start the conversation.')}</p>
            ) : (
              <ul className="space-y-3">
                {post.comments.map((entry) => {
                  const who = memberOf(entry.author);
                  return (
                    <li key={entry.id} className="flex gap-2">
                      <Avatar member={who} size="sm" />
                      <div className="min-w-0 flex-1 text-sm">
                        <button type="button" onClick={() => showProfile(who.id)} className={\`font-semibold hover:underline \${theme.heading}\`}>
                          {who.name}
                        </button>
                        <span className={\`ml-2 text-xs \${theme.muted}\`}>{ago(entry.at)}</span>
                        <p className="break-words">{entry.text}</p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            <form
              className="mt-3 flex gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                comment(post.id);
              }}
            >
              <input
                value={replies[post.id] ?? ''}
                onChange={(event) => setReplies((all) => ({ ...all, [post.id]: event.target.value }))}
                aria-label="${t('Votre commentaire', 'Your comment')}"
                placeholder="${t('Écrire un commentaire…', 'Write a comment…')}"
                className={\`min-w-0 flex-1 rounded-lg px-3 py-2 text-sm outline-none \${theme.input} \${theme.ring}\`}
              />
              <button type="submit" className={\`inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold \${theme.button}\`}>
                <Send className="h-4 w-4" aria-hidden="true" /> ${t('Commenter', 'Reply')}
              </button>
            </form>
          </div>
        )}
      </article>
    );
  };

  const viewed = profileId ? memberOf(profileId) : null;
  if (viewed) {
    const theirs = posts.filter((post) => post.author === viewed.id);
    const received = theirs.reduce((sum, post) => sum + post.likes, 0);
    return (
      <section className="mx-auto max-w-3xl px-4 py-6" aria-label={\`${t('Profil de', 'Profile of')} \${viewed.name}\`}>
        <button type="button" onClick={() => setProfileId(null)} className={\`mb-4 inline-flex items-center gap-1 text-sm \${theme.accentText}\`}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> ${t('Retour', 'Back')}
        </button>
        <div className={\`flex flex-col gap-4 rounded-2xl p-5 sm:flex-row sm:items-center \${theme.card}\`}>
          <Avatar member={viewed} size="lg" />
          <div className="min-w-0 flex-1">
            <h2 className={\`text-2xl font-bold \${theme.heading}\`}>{viewed.name}</h2>
            {viewed.city && <p className={\`text-sm \${theme.muted}\`}>{viewed.city}</p>}
            <p className="mt-2 leading-relaxed">{viewed.bio}</p>
            <p className={\`mt-3 flex gap-4 text-sm \${theme.muted}\`}>
              <span><strong className={theme.heading}>{theirs.length}</strong> ${t('publications', 'posts')}</span>
              <span><strong className={theme.heading}>{received}</strong> ${t('j’aime reçus', 'likes received')}</span>
            </p>
          </div>
        </div>
        {viewed.id === ME && (
          <div className={\`mt-4 grid gap-3 rounded-2xl p-5 \${theme.card}\`}>
            <h3 className={\`font-semibold \${theme.heading}\`}>${t('Modifier mon profil', 'Edit my profile')}</h3>
            <input
              value={profile.name}
              onChange={(event) => setProfile({ ...profile, name: event.target.value })}
              aria-label="${t('Votre nom', 'Your name')}"
              placeholder="${t('Votre nom', 'Your name')}"
              className={\`rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`}
            />
            <textarea
              value={profile.bio}
              onChange={(event) => setProfile({ ...profile, bio: event.target.value })}
              aria-label="${t('Votre présentation', 'Your bio')}"
              rows={3}
              className={\`rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`}
            />
          </div>
        )}
        <h3 className={\`mt-6 font-semibold \${theme.heading}\`}>${t('Publications', 'Posts')}</h3>
        {theirs.length === 0 ? (
          <p className={\`mt-2 text-sm \${theme.muted}\`}>${t('Rien de publié pour le moment.', 'Nothing posted yet.')}</p>
        ) : (
          <div className="mt-3 space-y-4">{theirs.map(renderPost)}</div>
        )}
      </section>
    );
  }

  const active = socialMembers
    .map((member) => ({ member, count: posts.filter((post) => post.author === member.id).length }))
    .sort((a, b) => b.count - a.count);
  const totalLikes = posts.reduce((sum, post) => sum + post.likes, 0);
  const totalComments = posts.reduce((sum, post) => sum + post.comments.length, 0);

  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className={\`text-2xl font-bold \${theme.heading}\`}>{tab === 'feed' ? '${t('Fil d’actualité', 'News feed')}' : '${t('Membres', 'Members')}'}</h2>
        <div role="tablist" aria-label="${t('Vues', 'Views')}" className="flex gap-2">
          {([
            ['feed', '${t('Fil', 'Feed')}'],
            ['members', \`${t('Membres', 'Members')} (\${members.length})\`],
          ] as [Tab, string][]).map(([value, label]) => (
            <button key={value} type="button" role="tab" aria-selected={tab === value} onClick={() => setTab(value)} className={\`rounded-full px-4 py-1.5 text-sm font-medium \${tab === value ? theme.button : theme.buttonSecondary}\`}>
              {label}
            </button>
          ))}
        </div>
      </div>

      {tab === 'members' ? (
        <ul aria-label="${t('Membres', 'Members')}" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {members.map((member) => {
            const count = posts.filter((post) => post.author === member.id).length;
            return (
              <li key={member.id} className={\`flex flex-col rounded-2xl p-5 \${theme.card}\`}>
                <div className="flex items-center gap-3">
                  <Avatar member={member} />
                  <div className="min-w-0">
                    <button type="button" onClick={() => showProfile(member.id)} className={\`text-left font-semibold hover:underline \${theme.heading}\`}>
                      {member.name}
                    </button>
                    <p className={\`text-xs \${theme.muted}\`}>{member.city || '${t('Votre profil', 'Your profile')}'} · {count} ${t('publication(s)', 'post(s)')}</p>
                  </div>
                </div>
                <p className={\`mt-3 line-clamp-3 text-sm \${theme.muted}\`}>{member.bio}</p>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            <form
              className={\`rounded-2xl p-4 sm:p-5 \${theme.card}\`}
              onSubmit={(event) => {
                event.preventDefault();
                publish();
              }}
            >
              <div className="flex gap-3">
                <Avatar member={me} />
                <textarea
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) publish();
                  }}
                  aria-label="${t('Nouvelle publication', 'New post')}"
                  placeholder="${t('Quoi de neuf ? Partagez une découverte, une question…', 'What’s new? Share a discovery, ask a question…')}"
                  rows={3}
                  maxLength={500}
                  className={\`min-w-0 flex-1 resize-none rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`}
                />
              </div>
              <div className="mt-3 flex items-center justify-between gap-2">
                <span className={\`text-xs \${theme.muted}\`}>{draft.length} / 500</span>
                <button type="submit" disabled={!draft.trim()} className={\`rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-50 \${theme.button}\`}>
                  ${t('Publier', 'Post')}
                </button>
              </div>
            </form>
            <section aria-label="${t('Publications', 'Posts')}" className="space-y-4">
              {posts.length === 0 ? (
                <p className={\`text-sm \${theme.muted}\`}>${t('Le fil est vide : écrivez la première publication.', 'The feed is empty: write the first post.')}</p>
              ) : (
                posts.map(renderPost)
              )}
            </section>
          </div>
          <aside className="hidden space-y-4 lg:block">
            <div className={\`rounded-2xl p-5 \${theme.card}\`}>
              <h3 className={\`flex items-center gap-2 font-semibold \${theme.heading}\`}>
                <Users className="h-4 w-4" aria-hidden="true" /> ${t('Membres actifs', 'Active members')}
              </h3>
              <ul className="mt-3 space-y-3">
                {active.map(({ member, count }) => (
                  <li key={member.id} className="flex items-center gap-3">
                    <Avatar member={member} size="sm" />
                    <button type="button" onClick={() => showProfile(member.id)} className="flex-1 truncate text-left text-sm font-medium hover:underline">
                      {member.name}
                    </button>
                    <span className={\`text-xs \${theme.muted}\`}>{count}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div className={\`rounded-2xl p-5 \${theme.card}\`}>
              <h3 className={\`font-semibold \${theme.heading}\`}>${t('La communauté', 'The community')}</h3>
              <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
                <div className={\`rounded-xl p-2 \${theme.accentSoft}\`}><dt className="text-xs">${t('Posts', 'Posts')}</dt><dd className="text-lg font-bold">{posts.length}</dd></div>
                <div className={\`rounded-xl p-2 \${theme.accentSoft}\`}><dt className="text-xs">${t('J’aime', 'Likes')}</dt><dd className="text-lg font-bold">{totalLikes}</dd></div>
                <div className={\`rounded-xl p-2 \${theme.accentSoft}\`}><dt className="text-xs">${t('Réponses', 'Replies')}</dt><dd className="text-lg font-bold">{totalComments}</dd></div>
              </dl>
            </div>
          </aside>
        </div>
      )}
    </section>
  );
}
`;
}

export const socialKind: AppKind = {
  id: 'social',
  keywords:
    /(?<!\p{L})(?:r[ée]seaux?|social|sociale?s|sociaux|communaut[ée]s?|community|communities|passionn[ée]e?s?|enthusiasts?|abonn[ée]e?s?|followers?|profils?|profiles?|fil d[’']actualit[ée]s?|news ?feed|sharing|users|utilisateurs|club de lecture|book club|lecteurs|readers|avis|discussions?|forums?)(?!\p{L})/iu,
  appName: { fr: 'Le Cercle', en: 'The Circle' },
  tagline: {
    fr: 'Publiez, aimez, commentez : votre communauté au même endroit.',
    en: 'Post, like and comment: your community in one place.',
  },
  page: { component: 'SocialPage', path: { fr: '/fil', en: '/feed' }, label: { fr: 'Fil', en: 'Feed' }, icon: 'Users' },
  files: (context) => ({ 'src/data/social.ts': data(context), 'src/pages/SocialPage.tsx': page(context) }),
  summary: {
    fr: 'un fil de publications avec j’aime, commentaires et profils des membres, gardés d’une visite à l’autre',
    en: 'a feed of posts with likes, comments and member profiles, kept between visits',
  },
};
