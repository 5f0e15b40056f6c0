import { describeAppCases } from './generated-apps/run-app-cases.js';

describeAppCases('fr');
