import { describe, expect, it } from 'vitest';
import { conversationTitle, DEFAULT_CONVERSATION_TITLE, detectFirstName, detectTone, kindFromName, welcomeMessage } from './chat-rules.js';

describe('prénom détecté dans « je suis X »', () => {
  it.each([
    ['Bonjour, je suis Camille et je veux une app', 'Camille'],
    ["je m'appelle léa", 'Léa'],
    ['Je suis Jo', 'Jo'],
    ['je suis Maximilienneeeeeeee', 'Maximilienneeeeeeee'],
  ])('%j → %s', (text, name) => {
    expect(detectFirstName(text)).toBe(name);
  });

  it.each([
    ['je suis A', 'une seule lettre'],
    ['je suis Maximiliennnnnnnnnnnnnnn', '20 lettres et plus'],
    ['je suis R2D2', 'des chiffres'],
    ['je suis très content', 'pas un prénom'],
    ['bonjour à tous', 'pas de tournure'],
  ])('%j → rien (%s)', (text) => {
    expect(detectFirstName(text)).toBeNull();
  });
});

describe('ton du message de bienvenue', () => {
  it('amical par défaut, sans historique ou à égalité', () => {
    expect(detectTone([])).toBe('friendly');
    expect(detectTone(['mon entreprise veut une API'])).toBe('friendly');
  });

  it('professionnel, technique ou coach selon les mots les plus employés', () => {
    expect(detectTone(['Pour mon entreprise, nos clients et notre stratégie commerciale'])).toBe('professional');
    expect(detectTone(['Quelle architecture React avec une API et une base de données ?', 'et le backend ?'])).toBe('technical');
    expect(detectTone(['Je suis débutant, j’ai besoin de conseils pour apprendre et progresser'])).toBe('coach');
  });

  it('le message de bienvenue utilise le prénom', () => {
    expect(welcomeMessage('friendly', 'Camille')).toMatch(/^Bonjour Camille ! Je suis Lumi/);
    expect(welcomeMessage('professional', null)).toMatch(/^Bonjour\. Je suis Lumi/);
  });
});

describe('titre de la conversation', () => {
  const long = 'Je voudrais une application pour gérer les réservations de mon gîte en Bretagne';
  it('reste « Nouvelle conversation » avant le 3e message', () => {
    expect(
      conversationTitle(
        [
          { type: 'assistant', content: 'Bienvenue' },
          { type: 'user', content: long },
        ],
        DEFAULT_CONVERSATION_TITLE,
      ),
    ).toBe(DEFAULT_CONVERSATION_TITLE);
  });

  it('prend les 50 premiers caractères du message de l’utilisateur, avec « ... » s’il est plus long', () => {
    const messages = [
      { type: 'assistant', content: 'Bienvenue' },
      { type: 'user', content: long },
      { type: 'assistant', content: 'Très bonne idée' },
    ];
    expect(conversationTitle(messages, DEFAULT_CONVERSATION_TITLE)).toBe(`${long.slice(0, 50)}...`);
    expect(conversationTitle([messages[0]!, { type: 'user', content: 'Une app de quiz' }, messages[2]!], DEFAULT_CONVERSATION_TITLE)).toBe(
      'Une app de quiz',
    );
  });

  it('ne change plus une fois fixé', () => {
    expect(
      conversationTitle(
        [
          { type: 'user', content: 'a' },
          { type: 'user', content: 'b' },
          { type: 'user', content: 'c' },
        ],
        'Mon titre',
      ),
    ).toBe('Mon titre');
  });
});

describe('types de fichiers joints', () => {
  it.each([
    ['photo.PNG', 'image'],
    ['notes.md', 'text'],
    ['app.tsx', 'code'],
    ['projet.zip', 'archive'],
    ['rapport.pdf', 'other'],
  ])('%s → %s', (name, kind) => {
    expect(kindFromName(name)).toBe(kind);
  });
});
