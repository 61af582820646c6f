import { describe, expect, it } from "vitest";
import {
  distanceFor,
  healthFor,
  lookUp,
  magicFor,
  meleeFor,
  rangeFor,
  speedFor,
} from "../../../src/rules/angry-miniatures/tables";
import { RuleViolation } from "../../../src/rules/common/errors";

describe("Angry Miniatures tables", () => {
  it.each([
    [1, 3], [2, 3], [3, 4], [4, 4], [5, 5], [6, 5], [7, 6],
  ])("Health for Body %i is %i", (body, health) => expect(healthFor(body)).toBe(health));

  it.each([
    [1, 4], [2, 4], [3, 5], [4, 5], [5, 6], [6, 6], [7, 7],
  ])("Speed for Spirit %i is %i", (spirit, speed) => expect(speedFor(spirit)).toBe(speed));

  it.each([
    [2, 4], [3, 5], [4, 5], [5, 6], [6, 6], [7, 7], [8, 7],
  ])("Melee attack for Body+Spirit %i is %i", (total, value) => expect(meleeFor(1, total - 1)).toBe(value));

  it.each([
    [2, 3], [3, 4], [4, 4], [5, 5], [6, 5], [7, 6], [8, 6],
  ])("Range attack for Body+Mind %i is %i", (total, value) => expect(rangeFor(total - 1, 1)).toBe(value));

  it.each([
    [2, 2], [3, 3], [4, 3], [5, 4], [6, 4], [7, 5], [8, 5],
  ])("Magic attack for Spirit+Mind %i is %i", (total, value) => expect(magicFor(1, total - 1)).toBe(value));

  it.each([
    [1, 5], [2, 5], [3, 6], [4, 6], [5, 7], [6, 7], [7, 8],
  ])("Distance for Mind %i is %i", (mind, distance) => expect(distanceFor(mind)).toBe(distance));

  it("a key off the table is a RuleViolation naming the table", () => {
    expect(() => lookUp("health", 8)).toThrow(RuleViolation);
    expect(() => lookUp("melee", 1)).toThrow(/melee table/);
  });
});
