import { createContext, useContext, type ReactNode } from "react";
import {
  CONVERSION_ATTRIBUTE,
  conversionEventFor,
  type ConversionUrls,
} from "../analytics/conversions";

const ConversionLinksContext = createContext<ConversionUrls | undefined>(undefined);

/**
 * Tells every SiteLink below which destinations are conversions (siteMetadata's booking and
 * subscription pages). Layout provides it around the whole page, so a link to either URL rendered
 * through the shared link components is counted wherever a branch adds it.
 */
export function ConversionLinksProvider({
  urls,
  children,
}: {
  urls: ConversionUrls;
  children: ReactNode;
}) {
  return <ConversionLinksContext.Provider value={urls}>{children}</ConversionLinksContext.Provider>;
}

/** The attribute that marks a link to `to` as a conversion, or nothing for any other link. */
export function useConversionMark(to: string): Record<string, string> {
  const urls = useContext(ConversionLinksContext);
  const event = urls ? conversionEventFor(to, urls) : undefined;
  return event ? { [CONVERSION_ATTRIBUTE]: event } : {};
}
