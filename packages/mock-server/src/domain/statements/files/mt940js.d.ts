/** mt940js ships no types: the part the MT940 tests use (the package's README, "API and usage"). */
declare module 'mt940js' {
  class Parser {
    constructor(options?: { no86Structure?: boolean });
    /** Statements in file order; throws when a statement's lines do not add up to its balances. */
    parse(data: string, withTags?: boolean): unknown[];
  }
  const mt940js: { Parser: typeof Parser };
  export default mt940js;
}
