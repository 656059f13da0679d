/** Words that tell two texts of this trade apart by nothing: English's function words and résumé and job-ad filler. */
export const STOPWORDS = new Set(
  (
    'a an the and or of in on at to for with by from as is are was were be been being this that these those it its ' +
    'i me my we our you your he she they them their his her who whom which what when where how all any both each ' +
    'more most other some such no nor not only own same so than too very can will just should now also into over ' +
    'per via up out about across after before during under within without while etc am pm inc ltd pvt llp co ' +
    // résumé and job-ad filler: in every text of this corpus, so it tells two texts apart by nothing
    'experience experienced years year yrs yr work worked working job role roles responsible responsibilities ' +
    'requirement requirements required skill skills skilled good strong excellent knowledge ability able ' +
    'team teams company companies candidate candidates looking seeking opportunity position including various ' +
    'using use used well new plus must preferred preferably ensure ensuring handle handling maintain maintaining ' +
    'present current currently title category industry description education location overview tags type ' +
    'full time part contract freelance internship date month months level'
  ).split(' '),
);
