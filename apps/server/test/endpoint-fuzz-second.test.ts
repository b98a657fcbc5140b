// On PGlite too: npm start runs on the embedded database, so bad input must answer 400 there as well.
import { describeEndpointFuzz } from './endpoint-fuzz.js';

/** The contract-driven fuzz of every other endpoint of the registry (endpoint-fuzz.ts says how). */
describeEndpointFuzz('second');
