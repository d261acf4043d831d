/*
 * The audit report's style, inline in the file (nothing is fetched): system fonts, tables with
 * numbers right-aligned, the value that placed a member of a tie in bold, a cut contribution
 * struck through. For print: each numbered part starts a page, a table's header row repeats
 * on every page, no row is cut between pages, headings stay with what follows them; no page
 * size is set, so A4 and US Letter both print with the same margins. On screen a tie's section
 * is laid out when it scrolls into view (content-visibility): a 5,000-player report opens in
 * seconds instead of minutes; printing lays out everything.
 */
export const REPORT_STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",Arial,sans-serif;font-size:10.5pt;line-height:1.35;color:#111;background:#fff;max-width:72em;margin:1.5em auto;padding:0 1em}
h1{font-size:1.6em;margin:0 0 .2em}h2{font-size:1.3em;border-bottom:1px solid #777;margin:1.8em 0 .5em}h3{font-size:1.05em;margin:1.6em 0 .4em}h4{font-size:.95em;margin:.9em 0 .3em}
.subtitle{font-size:1.1em;margin:0 0 .8em}.source,.seed{font-weight:normal;color:#444}
table{border-collapse:collapse;margin:.3em 0 .9em}caption{text-align:left;font-style:italic;padding:.2em 0}
th,td{border:1px solid #aaa;padding:.12em .45em;text-align:left;vertical-align:top}thead th{background:#eee}
td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td.decided{font-weight:bold;background:#fff2b3}td.cut{text-decoration:line-through;color:#666}
tr.first td{border-top:2px solid #777}
.contributions td:nth-child(1),.contributions td:nth-child(3),.contributions td:nth-child(4),.contributions td:nth-child(6),.factors td:nth-child(7),.factors td:nth-child(8){text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}.contributions td:nth-child(2),.contributions td:nth-child(5){white-space:nowrap}
table.run th{background:none;font-weight:600;white-space:nowrap}table.run td.hash{font-family:"DejaVu Sans Mono",Consolas,monospace;font-size:.9em;word-break:break-all}
ol.steps{margin:.2em 0 .6em;padding-left:1.6em}ol.steps li{margin:.15em 0}p.left{font-style:italic}
section.tie{content-visibility:auto;contain-intrinsic-size:auto 40em}
nav ol{list-style:none;padding-left:0;margin:.4em 0}a{color:#134f8c}
@media print{
section.tie{content-visibility:visible}body{font-size:8.5pt;max-width:none;margin:0;padding:0}@page{margin:12mm}
.part+.part{break-before:page}nav{display:none}
thead{display:table-header-group}tr{break-inside:avoid}h2,h3,h4{break-after:avoid}caption{break-after:avoid}
td.decided,thead th{-webkit-print-color-adjust:exact;print-color-adjust:exact}a{color:inherit;text-decoration:none}
}`;
