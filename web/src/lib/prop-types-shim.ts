/*
 * What `prop-types` is in a production build (its factoryWithThrowingShims): checkers that check
 * nothing. react-big-calendar and react-overlays declare their prop types at module level, unguarded,
 * which would make the real package live: it would then be placed in the entry chunk beside the MUI
 * modules that import it (their own uses are removed in production), and every page, the login's
 * first, would download it. vite.config.ts hands these two libraries this copy instead, so it stays
 * in the calendar's lazy chunk.
 */
type Checker = (() => null) & { isRequired: Checker };
const checker = (() => null) as Checker;
checker.isRequired = checker;
const make = () => checker;

const PropTypes = {
  any: checker,
  array: checker,
  bigint: checker,
  bool: checker,
  element: checker,
  elementType: checker,
  func: checker,
  node: checker,
  number: checker,
  object: checker,
  string: checker,
  symbol: checker,
  arrayOf: make,
  exact: make,
  instanceOf: make,
  objectOf: make,
  oneOf: make,
  oneOfType: make,
  shape: make,
  checkPropTypes: () => undefined,
  resetWarningCache: () => undefined,
};

export default PropTypes;
