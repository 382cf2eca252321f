// Part 2 of the contract run as a vitest suite (see src/vitest-suite.js).
import { defineContractSuite } from '../src/vitest-suite.js';

defineContractSuite({ part: 2, of: 3 });
