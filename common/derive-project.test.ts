import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROJECT_TITLE,
  deriveDescription,
  deriveFramework,
  deriveProjectType,
  deriveTitle,
  truncateWithEllipsis,
} from './derive-project.js';

describe('titre déduit du prompt', () => {
  it('« créer un X qui/pour/avec » donne X', () => {
    expect(deriveTitle('Je veux créer une boutique en ligne pour vendre mes bijoux')).toBe('Boutique en ligne');
    expect(deriveTitle('Créer un tableau de bord qui suit mes ventes')).toBe('Tableau de bord');
    expect(deriveTitle('créer une application de recettes avec favoris')).toBe('Application de recettes');
  });

  it('en anglais, « create a X that/for/with » donne X', () => {
    expect(deriveTitle('Create a habit tracker that reminds me every morning')).toBe('Habit tracker');
    expect(deriveTitle('I want to create an invoicing tool for freelancers')).toBe('Invoicing tool');
  });

  it('sinon, les trois premiers mots de plus de 3 lettres', () => {
    expect(deriveTitle('Un site pour mon club de tennis du quartier')).toBe('Site pour club');
    expect(deriveTitle('A simple todo list with tags')).toBe('Simple todo list');
  });

  it('sinon, le nom par défaut', () => {
    expect(deriveTitle('un ou le de')).toBe(DEFAULT_PROJECT_TITLE);
    expect(deriveTitle('   ')).toBe(DEFAULT_PROJECT_TITLE);
  });
});

describe('description déduite du prompt', () => {
  it('la première phrase de plus de 20 caractères', () => {
    expect(deriveDescription('Salut ! Une application pour gérer les stocks de ma boulangerie. Avec export CSV.')).toBe(
      'Une application pour gérer les stocks de ma boulangerie.',
    );
    expect(deriveDescription('Hi. Build me a landing page for my bakery. Make it pink.')).toBe('Build me a landing page for my bakery.');
  });

  it('coupée à 200 caractères', () => {
    const long = `Une application ${'très '.repeat(80)}complète.`;
    expect(deriveDescription(long)).toHaveLength(200);
  });
});

describe('type déduit du prompt', () => {
  it.each([
    ['Une application mobile de méditation', 'mobile'],
    ['A mobile app for runners', 'mobile'],
    ['Une API REST pour mes factures', 'api'],
    ['A backend for my game scores', 'api'],
    ['Un logiciel desktop de comptabilité', 'desktop'],
    ['Une app fullstack de réservation', 'fullstack'],
    ['Un blog de cuisine', 'web'],
  ])('« %s » → %s', (prompt, type) => {
    expect(deriveProjectType(prompt)).toBe(type);
  });

  it('mobile passe avant api quand les deux sont cités', () => {
    expect(deriveProjectType('Une app mobile avec une API')).toBe('mobile');
  });
});

describe('framework déduit du prompt', () => {
  it.each([
    ['Un site en Vue avec Pinia', 'vue'],
    ['An Angular dashboard', 'angular'],
    ['Un portfolio en Svelte', 'svelte'],
    ['Une API Node avec Express', 'nodejs'],
    ['A Flask service', 'python'],
    ['Un back-office Django', 'python'],
    ['Un site vitrine pour mon restaurant', 'react'],
  ])('« %s » → %s', (prompt, framework) => {
    expect(deriveFramework(prompt)).toBe(framework);
  });
});

describe("boîte à idées de l'accueil", () => {
  it('coupe à 50 (titre) et 100 (description) caractères avec « ... »', () => {
    const idea = 'Une application de recettes avec favoris, liste de courses partagée et planning des repas de la semaine';
    expect(truncateWithEllipsis(idea, 50)).toBe(`${idea.slice(0, 50)}...`);
    expect(truncateWithEllipsis(idea, 100)).toBe(`${idea.slice(0, 100)}...`);
    expect(truncateWithEllipsis('Court', 50)).toBe('Court');
  });
});
