import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import relativeTime from 'dayjs/plugin/relativeTime';

// Strict parsing of typed dates in the display format needs this plugin.
dayjs.extend(customParseFormat);
// 'in 6 days', '3 hours ago': how long until or since, in words (the Team screen's expiry and last activity).
dayjs.extend(relativeTime);

export { dayjs };
