// The one jest mock of "gatsby": Link renders a plain <a href> (without Link-only props), graphql
// and useStaticQuery are mocks that tests program, and withPrefix honours the __PATH_PREFIX__
// global.
import * as React from "react";

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  getProps?: unknown;
  replace?: boolean;
  state?: unknown;
};

const withPrefix = (path: string): string => `${__PATH_PREFIX__}${path}`;

const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    activeClassName: _activeClassName,
    activeStyle: _activeStyle,
    partiallyActive: _partiallyActive,
    getProps: _getProps,
    replace: _replace,
    state: _state,
    ...rest
  },
  ref,
) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- children arrive in rest
  return <a ref={ref} href={withPrefix(to)} {...rest} />;
});

module.exports = {
  graphql: jest.fn(),
  Link,
  Slice: jest.fn(() => null),
  navigate: jest.fn(),
  withPrefix,
  withAssetPrefix: withPrefix,
  useStaticQuery: jest.fn(),
};
