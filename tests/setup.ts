import '@testing-library/jest-dom';

// jsdom lays nothing out and has no scrollIntoView; components call it to bring a result or an error into view.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
