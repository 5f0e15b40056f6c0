import { describe, expect, it } from 'vitest';
import { conversationReply } from './conversation.js';

const reply = (message: string, attachments: Parameters<typeof conversationReply>[2] = []) => conversationReply(message, [], attachments);

describe('assistant hors ligne', () => {
  it('« Bonjour, je suis Marie… » salue Marie et parle de son idée, jamais de « Bonjour suis Marie »', () => {
    const text = reply('Bonjour, je suis Marie, je voudrais créer une application de recettes pour ma famille');
    expect(text).toMatch(/^Bonjour Marie !/);
    expect(text).toContain('**Mes Recettes**');
    expect(text).not.toMatch(/suis Marie\*\*|Bonjour suis/);
  });

  it('« Comment publier mon application ? » reçoit la marche à suivre de Lumi, pas une idée d’application', () => {
    const text = reply('Comment publier mon application ?');
    expect(text).toContain('ouvrez le menu **Publier**');
    expect(text).not.toContain('Si je comprends bien');
  });

  it('une question sur GitHub dit que la liaison arrive bientôt', () => {
    expect(reply('Est-ce que je peux envoyer mon projet sur GitHub ?')).toContain('arrive bientôt');
  });

  it('« Combien de projets puis-je créer gratuitement ? » donne les offres', () => {
    expect(reply('Combien de projets puis-je créer gratuitement ?')).toContain('**3 projets**');
  });

  it('une idée est résumée en fonctions et en une première demande courte, faite de ce qui a été compris', () => {
    const text = reply('Une application de recettes avec favoris et liste de courses pour toute la famille');
    expect(text).toContain('Pour une première version, je vous propose :');
    expect(text).toContain('favoris gardés');
    expect(text).toContain('« Une application de recettes, avec favoris »');
  });

  it('une idée qu’il ne sait pas encore construire est reprise entre guillemets, et il le dit', () => {
    const text = reply('Une application pour piloter l’arrosage automatique de mon potager');
    expect(text).toContain('je ne connais pas encore cette sorte d’application');
  });

  it('un fichier de 4 lignes terminé par un saut de ligne compte 4 lignes', () => {
    const text = reply('Voici ma liste', [{ name: 'courses.txt', type: 'text', content: 'pain\nlait\nœufs\nbeurre\n' } as never]);
    expect(text).toContain('**courses.txt** : 4 lignes.');
  });
});
