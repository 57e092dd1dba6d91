// The early recorder: an inline ES5 script in <head> (hashed in the policy) that keeps the landing
// page view, conversion clicks and failed scripts until analytics arrives (docs/analytics.md), and
// sends them itself by sendBeacon if the visitor leaves first.
import { DEFAULT_BLOCKED_UA_STRS } from "@posthog/core/utils";
import {
  CONVERSION_ATTRIBUTE,
  CONVERSION_EVENTS,
  COUNTED_MARKER,
  MAX_LINK_TEXT,
  PLACEMENT_ATTRIBUTE,
  completionFor,
} from "./conversions";
import { ANALYTICS_SETTINGS_ID, EARLY_RECORDS } from "./earlyRecords";
import { COOKIELESS_DISTINCT_ID, LIBRARY, MAX_USER_AGENT } from "./events";
import { DNT_ON } from "./privacy";
import {
  CAMPAIGN_PARAMS,
  CLICK_ID_PARAMS,
  DIRECT,
  MASKED,
  MAX_CAMPAIGN_VALUE,
  PERSONAL_VALUES,
} from "./sanitize";
import type { AnalyticsSettings } from "./settings";
import { scriptLiteral } from "../shell/inlineScript";

export const EARLY_RECORDER_ID = "early-analytics";

/** The recorder's settings for `route` (no path prefix), with a thank-you page's completion. */
export const analyticsSettingsBlock = ({ key, host }: AnalyticsSettings, route: string): string =>
  `<script type="application/json" id="${ANALYTICS_SETTINGS_ID}">` +
  `${scriptLiteral({ key, host, completion: completionFor(route, "") })}</script>`;

/** What the recorder is built from: the analytics module's own lists and names. */
const constants = {
  settings: ANALYTICS_SETTINGS_ID,
  records: EARLY_RECORDS,
  bots: DEFAULT_BLOCKED_UA_STRS.map((marker) => marker.toLowerCase()),
  dnt: [...DNT_ON],
  conversion: CONVERSION_ATTRIBUTE,
  placement: PLACEMENT_ATTRIBUTE,
  events: [CONVERSION_EVENTS.booking, CONVERSION_EVENTS.newsletter],
  form: CONVERSION_EVENTS.subscribeForm,
  counted: COUNTED_MARKER,
  linkText: MAX_LINK_TEXT,
  campaign: CAMPAIGN_PARAMS,
  clickIds: CLICK_ID_PARAMS,
  masked: MASKED,
  campaignValue: MAX_CAMPAIGN_VALUE,
  personal: PERSONAL_VALUES.map((pattern) => [pattern.source, pattern.flags]),
  direct: DIRECT,
  distinctId: COOKIELESS_DISTINCT_ID,
  library: LIBRARY,
  userAgent: MAX_USER_AGENT,
};

/** The recorder's text; `R` is the global earlyRecords.ts takes over, `taken` once it has. */
export const EARLY_RECORDER_SCRIPT =
  `(function(c,w,d,n){try{` +
  `var s=JSON.parse(d.getElementById(c.settings).textContent),l=location,h=history,` +
  `ua=n.userAgent||"",` +
  `brands=n.userAgentData&&n.userAgentData.brands||[],taken=0,report=0,R;` +
  `function bot(u){u=u.toLowerCase();return c.bots.some(function(b){return u.indexOf(b)>=0})}` +
  // The analytics module's own decision (privacy.ts, bots.ts): off for DNT, GPC, automation, bots.
  `if(!s||!s.key||n.globalPrivacyControl===true||[n.doNotTrack,w.doNotTrack,n.msDoNotTrack].some(` +
  `function(v){return typeof v==="string"&&c.dnt.indexOf(v.toLowerCase())>=0})` +
  `||n.webdriver===true||bot(ua)||brands.some(function(b){return bot(b.brand)}))return;` +
  `function now(){return Date.now()}` +
  `function record(v){return v!==null&&typeof v==="object"&&!Array.isArray(v)}` +
  `function counted(v){return record(v)&&v[c.counted]===true}` +
  `function mark(v){var o={},k;if(record(v))for(k in v)o[k]=v[k];o[c.counted]=true;return o}` +
  `function id(){var k=w.crypto;return k&&k.randomUUID?k.randomUUID():undefined}` +
  `R=w[c.records]={clicks:[],failures:[],` +
  `take:function(r){taken=1;report=r;` +
  `var t={pageview:R.pageview,clicks:R.clicks,failures:R.failures};` +
  `R.clicks=[];R.failures=[];return t},` +
  `fail:function(u){var f={url:u,time:now()};if(report)report(f);else R.failures.push(f)}};` +
  // A thank-you page's completion, decided and the entry marked on arrival (conversions.ts): a
  // state changed as the page is left for another is lost.
  `function view(){var k=s.completion&&!counted(h.state)?s.completion:undefined;` +
  `if(k)try{h.replaceState(mark(h.state),"")}catch(e){}` +
  `R.pageview={id:id(),time:now(),sent:0,completion:k};R.clicks=[]}` +
  `if(d.prerendering)d.addEventListener("prerenderingchange",view,{once:true});else view();` +
  // A click on a marked link and a submit of the sign-up form, as conversions.ts's
  // conversionFromClick and conversionFromSubmit describe them.
  `function bare(u){var i=u.search(/[?#]/);return i<0?u:u.slice(0,i)}` +
  `function keep(name,a,url,text,newTab){var p=a.closest("["+c.placement+"]");` +
  `p=p&&p.getAttribute(c.placement);` +
  `R.clicks.push({event:name,placement:p&&p.trim()||"unplaced",linkUrl:bare(url),` +
  `linkText:(text&&text.textContent||"").replace(/\\s+/g," ").trim().slice(0,c.linkText),` +
  `newTab:newTab,time:now(),sent:0})}` +
  `function click(e){var t=e.target,a,name;` +
  `if(taken||!R.pageview||e.type==="auxclick"&&e.button!==1||!t||!t.closest)return;` +
  `a=t.closest("a["+c.conversion+"]");name=a&&a.getAttribute(c.conversion);` +
  `if(!a||c.events.indexOf(name)<0)return;` +
  `keep(name,a,a.href,a,` +
  `a.target==="_blank"||e.type==="auxclick"||e.ctrlKey||e.metaKey||e.shiftKey)}` +
  `function submit(e){var f=e.target;` +
  `if(taken||!R.pageview||!f||f.tagName!=="FORM"||f.getAttribute(c.conversion)!==c.form)return;` +
  `keep(c.form,f,f.action,e.submitter,false)}` +
  `d.addEventListener("click",click,true);d.addEventListener("auxclick",click,true);` +
  `d.addEventListener("submit",submit,true);` +
  // The events as transport.ts sends them: page (sanitize.ts) and shared (events.ts) properties.
  `function personal(v){` +
  `return c.personal.some(function(p){return new RegExp(p[0],p[1]).test(v)})}` +
  `function props(more){var o={$current_url:l.origin+l.pathname,$pathname:l.pathname,` +
  `title:d.title,$referrer:c.direct,$referring_domain:c.direct,` +
  `$raw_user_agent:ua.length>c.userAgent?ua.substring(0,c.userAgent-3)+"...":ua,` +
  `$host:l.host,$browser_language:n.language,` +
  `$browser_language_prefix:n.language&&n.language.split("-")[0],` +
  `$screen_height:screen.height,$screen_width:screen.width,$viewport_height:w.innerHeight,` +
  `$viewport_width:w.innerWidth,$timezone_offset:new Date().getTimezoneOffset(),` +
  `$cookieless_mode:true,$process_person_profile:false,distinct_id:c.distinctId},` +
  `q=new URLSearchParams(l.search),k,v;` +
  `try{v=new URL(d.referrer);if(/^https?:$/.test(v.protocol)){` +
  `o.$referrer=bare(v.href);o.$referring_domain=v.host}}catch(e){}` +
  `c.campaign.forEach(function(k){var v=(q.get(k)||"").trim();if(!v)return;` +
  `if(c.clickIds.indexOf(k)>=0)o[k]=c.masked;` +
  `else if(!personal(v))o[k]=v.slice(0,c.campaignValue)});` +
  `for(k in c.library)o[k]=c.library[k];for(k in more)o[k]=more[k];return o}` +
  `function event(name,time,more,uuid){` +
  `var e={event:name,distinct_id:c.distinctId,properties:props(more),` +
  `timestamp:new Date(time).toISOString()};if(uuid)e.uuid=uuid;return e}` +
  // Left before analytics arrived: what is unsent leaves with a request that outlives the page.
  `function leave(){var v=R.pageview,b=[],body,url;if(taken||!v)return;` +
  `if(!v.sent){b.push(event("$pageview",v.time,{$pageview_id:v.id},v.id));v.sent=1;` +
  `if(v.completion)b.push(event(v.completion,v.time+1,{$pageview_id:v.id}))}` +
  `R.clicks.forEach(function(k){if(k.sent)return;k.sent=1;` +
  `b.push(event(k.event,k.time,{placement:k.placement,link_url:k.linkUrl,` +
  `link_text:k.linkText,new_tab:!!k.newTab,$pageview_id:v.id}))});if(!b.length)return;` +
  `url=s.host+"/batch/";` +
  `body=JSON.stringify({api_key:s.key,batch:b,sent_at:new Date().toISOString()});` +
  `try{if(n.sendBeacon(url,body))return}catch(e){}` +
  `try{fetch(url,{method:"POST",body:body,headers:{"Content-Type":"text/plain"},mode:"no-cors",` +
  `credentials:"omit",keepalive:true}).catch(function(){})}catch(e){}}` +
  `w.addEventListener("pagehide",leave);` +
  `d.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")leave()});` +
  // Back from the back/forward cache before analytics arrived: a new page view.
  `w.addEventListener("pageshow",function(e){if(e.persisted&&!taken)view()})` +
  `}catch(e){}})(${scriptLiteral(constants)},window,document,navigator);`;
