// The survey feature's public entry: a customer's filled surveys, for the customer's page.
export { SurveyAnswers, type SurveyAnswersProps } from './components/survey-answers';
