export interface Question {
  country: string;
  capital: string;
  /** Quatre propositions, dont la bonne réponse. */
  choices: string[];
  flag: string;
  continent: string;
}

export const questions: Question[] = [
  {
    country: 'Portugal',
    capital: 'Lisbonne',
    choices: ['Porto', 'Lisbonne', 'Madrid', 'Coimbra'],
    flag: '🇵🇹',
    continent: 'Europe',
  },
  {
    country: 'Canada',
    capital: 'Ottawa',
    choices: ['Toronto', 'Montréal', 'Ottawa', 'Vancouver'],
    flag: '🇨🇦',
    continent: 'Amérique du Nord',
  },
  {
    country: 'Australie',
    capital: 'Canberra',
    choices: ['Sydney', 'Canberra', 'Melbourne', 'Perth'],
    flag: '🇦🇺',
    continent: 'Océanie',
  },
  {
    country: 'Maroc',
    capital: 'Rabat',
    choices: ['Casablanca', 'Marrakech', 'Fès', 'Rabat'],
    flag: '🇲🇦',
    continent: 'Afrique',
  },
  {
    country: 'Brésil',
    capital: 'Brasília',
    choices: ['Rio de Janeiro', 'São Paulo', 'Brasília', 'Salvador'],
    flag: '🇧🇷',
    continent: 'Amérique du Sud',
  },
  {
    country: 'Japon',
    capital: 'Tokyo',
    choices: ['Kyoto', 'Osaka', 'Tokyo', 'Yokohama'],
    flag: '🇯🇵',
    continent: 'Asie',
  },
  {
    country: 'Suisse',
    capital: 'Berne',
    choices: ['Zurich', 'Genève', 'Berne', 'Lausanne'],
    flag: '🇨🇭',
    continent: 'Europe',
  },
  {
    country: 'Turquie',
    capital: 'Ankara',
    choices: ['Istanbul', 'Ankara', 'Izmir', 'Antalya'],
    flag: '🇹🇷',
    continent: 'Asie',
  },
  {
    country: 'Nouvelle-Zélande',
    capital: 'Wellington',
    choices: ['Auckland', 'Christchurch', 'Wellington', 'Queenstown'],
    flag: '🇳🇿',
    continent: 'Océanie',
  },
  {
    country: 'Sénégal',
    capital: 'Dakar',
    choices: ['Dakar', 'Saint-Louis', 'Thiès', 'Bamako'],
    flag: '🇸🇳',
    continent: 'Afrique',
  },
];
