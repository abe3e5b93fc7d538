import type { ReactElement } from 'react';

// Simplified flags in a 30×20 box: recognisable at 16–24px, a few hundred bytes in all.

const W = 30;
const H = 20;

function hStripes(colors: string[]) {
  const h = H / colors.length;
  return colors.map((c, i) => <rect key={c + String(i)} y={i * h} width={W} height={h} fill={c} />);
}

function vStripes(colors: string[]) {
  const w = W / colors.length;
  return colors.map((c, i) => <rect key={c + String(i)} x={i * w} width={w} height={H} fill={c} />);
}

function nordic(bg: string, cross: string, inner?: string) {
  return (
    <>
      <rect width={W} height={H} fill={bg} />
      <rect x="8" width="6" height={H} fill={cross} />
      <rect y="7" width={W} height="6" fill={cross} />
      {inner ? (
        <>
          <rect x="9.5" width="3" height={H} fill={inner} />
          <rect y="8.5" width={W} height="3" fill={inner} />
        </>
      ) : null}
    </>
  );
}

function unionJack(scale = 1) {
  return (
    <g transform={`scale(${scale})`}>
      <rect width={W} height={H} fill="#012169" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#FFF" strokeWidth="4" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.5" />
      <path d="M15 0V20M0 10H30" stroke="#FFF" strokeWidth="6" />
      <path d="M15 0V20M0 10H30" stroke="#C8102E" strokeWidth="3" />
    </g>
  );
}

function stars(points: Array<[number, number]>, color: string, r = 1) {
  return points.map(([cx, cy]) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill={color} />);
}

const EU_STARS: Array<[number, number]> = Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6;
  return [Math.round((15 + 6 * Math.cos(a)) * 10) / 10, Math.round((10 + 6 * Math.sin(a)) * 10) / 10];
});

export const FLAGS: Record<string, () => ReactElement> = {
  gb: () => unionJack(),
  eu: () => (
    <>
      <rect width={W} height={H} fill="#003399" />
      {stars(EU_STARS, '#FFCC00', 0.9)}
    </>
  ),
  us: () => (
    <>
      {hStripes(['#B22234', '#FFF', '#B22234', '#FFF', '#B22234', '#FFF', '#B22234'])}
      <rect width="13" height="10.8" fill="#3C3B6E" />
    </>
  ),
  ch: () => (
    <>
      <rect width={W} height={H} fill="#DA291C" />
      <rect x="13" y="4" width="4" height="12" fill="#FFF" />
      <rect x="9" y="8" width="12" height="4" fill="#FFF" />
    </>
  ),
  jp: () => (
    <>
      <rect width={W} height={H} fill="#FFF" />
      <circle cx="15" cy="10" r="6" fill="#BC002D" />
    </>
  ),
  ca: () => (
    <>
      {vStripes(['#D80621', '#FFF', '#FFF', '#D80621'])}
      <path d="M15 4l2 4 2-1-1 5h-6l-1-5 2 1z M14.5 12h1v4h-1z" fill="#D80621" />
    </>
  ),
  au: () => (
    <>
      <rect width={W} height={H} fill="#012169" />
      {unionJack(0.5)}
      {stars(
        [
          [7.5, 15.5],
          [22, 5],
          [26, 9],
          [22, 16],
          [19, 10],
        ],
        '#FFF',
      )}
    </>
  ),
  se: () => nordic('#006AA7', '#FECC00'),
  no: () => nordic('#BA0C2F', '#FFF', '#00205B'),
  dk: () => nordic('#C8102E', '#FFF'),
  pl: () => <>{hStripes(['#FFF', '#DC143C'])}</>,
  sg: () => (
    <>
      {hStripes(['#EF3340', '#FFF'])}
      <circle cx="6" cy="5" r="3" fill="#FFF" />
      <circle cx="7.2" cy="5" r="2.8" fill="#EF3340" />
    </>
  ),
  hk: () => (
    <>
      <rect width={W} height={H} fill="#DE2910" />
      {stars(
        [
          [15, 6.5],
          [18.3, 9],
          [17, 13],
          [13, 13],
          [11.7, 9],
        ],
        '#FFF',
        2,
      )}
    </>
  ),
  nz: () => (
    <>
      <rect width={W} height={H} fill="#012169" />
      {unionJack(0.5)}
      {stars(
        [
          [23, 5],
          [26, 9],
          [20.5, 10],
          [23, 16],
        ],
        '#CC142B',
      )}
    </>
  ),
  za: () => (
    <>
      {hStripes(['#E03C31', '#001489'])}
      <path d="M0 0L13 10L0 20" fill="none" stroke="#FFF" strokeWidth="7" />
      <path d="M13 10H30" stroke="#FFF" strokeWidth="7" />
      <path d="M0 0L13 10L0 20M13 10H30" fill="none" stroke="#007749" strokeWidth="4" />
      <path d="M0 4L8 10L0 16z" fill="#000" stroke="#FFB81C" strokeWidth="1" />
    </>
  ),
  cz: () => (
    <>
      {hStripes(['#FFF', '#D7141A'])}
      <path d="M0 0L15 10L0 20z" fill="#11457E" />
    </>
  ),
  hu: () => <>{hStripes(['#CE2939', '#FFF', '#477050'])}</>,
  mx: () => (
    <>
      {vStripes(['#006847', '#FFF', '#CE1126'])}
      <circle cx="15" cy="10" r="2.2" fill="#8C5A2B" />
    </>
  ),
  // Recipient countries of the euro area, the Gulf and India (the country picker keys flags the same way).
  ie: () => <>{vStripes(['#169B62', '#FFF', '#FF883E'])}</>,
  de: () => <>{hStripes(['#000', '#DD0000', '#FFCE00'])}</>,
  fr: () => <>{vStripes(['#002395', '#FFF', '#ED2939'])}</>,
  nl: () => <>{hStripes(['#AE1C28', '#FFF', '#21468B'])}</>,
  be: () => <>{vStripes(['#000', '#FAE042', '#ED2939'])}</>,
  es: () => (
    <>
      <rect width={W} height={H} fill="#AA151B" />
      <rect y="5" width={W} height="10" fill="#F1BF00" />
      <rect x="7" y="8" width="3" height="4" fill="#AA151B" />
    </>
  ),
  it: () => <>{vStripes(['#009246', '#FFF', '#CE2B37'])}</>,
  at: () => <>{hStripes(['#ED2939', '#FFF', '#ED2939'])}</>,
  pt: () => (
    <>
      <rect width={W} height={H} fill="#FF0000" />
      <rect width="12" height={H} fill="#006600" />
      <circle cx="12" cy="10" r="3.5" fill="#FFE900" />
      <circle cx="12" cy="10" r="2" fill="#FF0000" />
    </>
  ),
  fi: () => nordic('#FFF', '#003580'),
  ae: () => (
    <>
      {hStripes(['#00732F', '#FFF', '#000'])}
      <rect width="8" height={H} fill="#FF0000" />
    </>
  ),
  in: () => (
    <>
      {hStripes(['#FF9933', '#FFF', '#138808'])}
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.8" />
      <circle cx="15" cy="10" r="0.6" fill="#000080" />
    </>
  ),
};

export const FLAG_VIEWBOX = `0 0 ${W} ${H}`;
