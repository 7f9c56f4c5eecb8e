// The weather feature's public face for other features and pages (the news pages show the widget).
// Its words are in the 'news' dictionary area ('news.weather.*'): a page that shows the widget declares 'news'.
export {   weatherQueryOptions } from './api/get-weather';
export { WeatherWidget } from './components/weather-widget';
;
