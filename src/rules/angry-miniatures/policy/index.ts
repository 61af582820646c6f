// The sensible player over the angry-miniatures rules (the simulator's and solo play's policy): apart from
// the rules' own index, which it reads, so the rules never import the player built on them.
export { sensiblePolicy, sensiblePolicyWith, reachableSquares, type SensibleOptions } from "./sensible";
export { searchPolicy, searchSteps, candidateActions, SEARCH_BUDGET, type SearchBudget } from "./search";
export { attackWorth, bestAttackFrom, bestPrey, type AttackChoice } from "./attack-worth";
export { amThought, type AmThought } from "./thought";
