// Part 1 of the contract run as a vitest suite (see src/vitest-suite.js).
import { defineContractSuite } from '../src/vitest-suite.js';

defineContractSuite({ part: 1, of: 3 });
