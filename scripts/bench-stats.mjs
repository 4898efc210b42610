// Figures the benchmarks share.

/** The middle value (the upper one of an even count): a run disturbed by the machine moves it little. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
