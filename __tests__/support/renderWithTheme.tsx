import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../../src/theme";

/** Render inside the site's theme, as wrapRootElement does in the build. */
export const renderWithTheme = (ui: ReactElement) =>
  render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
